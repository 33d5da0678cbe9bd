import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { sessionDataSchema, type SessionData } from '../session/session-data.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import { API_KEY_MESSAGES } from './api-key-rules.ts';
import { apiKeyHash, bearerOf, isApiKeyShaped, openWithSecret } from './api-key-secret.ts';
import { METRICS_PATH } from '../observability/metrics-endpoint.ts';

/** A keyed request's owner session and key id, found before any handler runs. */
export interface KeyedRequest {
  keyId: string;
  data: SessionData;
  /** Seals a changed session back into the key (an agent's customer choice, a new password). */
  persist(data: SessionData): void;
}

const keyed = new WeakMap<FastifyRequest, KeyedRequest>();

/** The key that authenticated the request, if any (request-context-of.ts builds its session). */
export function keyedRequestOf(request: FastifyRequest): KeyedRequest | undefined {
  return keyed.get(request);
}

/** Why a presented key is refused; logged, never told (a client learns only UNAUTHENTICATED). */
export type KeyRefusal = 'MALFORMED' | 'UNKNOWN' | 'OTHER_COMPANY' | 'UNREADABLE' | 'PASSWORD_CHANGED';

function refuse(reply: FastifyReply, code: 'UNAUTHENTICATED' | 'TOO_MANY_REQUESTS', retryAfter?: number) {
  reply.code(code === 'UNAUTHENTICATED' ? 401 : 429);
  if (code === 'UNAUTHENTICATED') reply.header('www-authenticate', 'Bearer');
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  // The GraphQL shape on every path, so that a GraphQL client reads the code as from any error.
  return reply.type('application/json; charset=utf-8').send({ errors: [{ message: code === 'UNAUTHENTICATED' ? API_KEY_MESSAGES.refused : API_KEY_MESSAGES.tooManyRequests, extensions: { code } }] });
}

/**
 * `Authorization: Bearer <key>`: the key is looked up by its hash, must belong to the company its
 * Host names (any host naming no company serves the key's own), and opens the owner's sealed session, unless the owner's password has changed since.
 * A wrong, revoked or foreign key ends the
 * request with 401 UNAUTHENTICATED whatever it asked (a public query too: a client must learn
 * its key is bad). Counted per key; logs carry the key's id, never the secret.
 */
export function registerApiKeyAuth(app: FastifyInstance, services: GatewayServices): void {
  app.addHook('onRequest', async (request, reply) => {
    // The metrics scrape carries its own bearer token (METRICS_TOKEN), not an API key.
    if (request.url.split('?')[0] === METRICS_PATH) return;
    const secret = bearerOf(request.headers.authorization);
    if (secret === null) return;
    const refused = (why: KeyRefusal, keyId?: string) => {
      request.log.info({ apiKey: keyId ?? null, why }, 'api key refused');
      return refuse(reply, 'UNAUTHENTICATED');
    };
    if (!isApiKeyShaped(secret)) return refused('MALFORMED');
    const hash = apiKeyHash(secret);
    const record = await services.stores.apiKeys.find(hash);
    if (!record) return refused('UNKNOWN');
    // A host that names a company must name the key's; a host that names none (an API host
    // name of its own) is served as the key's company: keys carry their company.
    const hostTenant = resolveTenant(request.headers.host, services.hosts, services.env.DEFAULT_TENANT as 1 | 2 | 3 | 4);
    if (hostTenant !== null && record.tenant !== hostTenant) return refused('OTHER_COMPANY', record.id);
    const opened = openWithSecret(secret, record.id, record.sealed);
    const parsed = opened === null ? null : sessionDataSchema.safeParse(JSON.parse(opened));
    if (!parsed?.success) return refused('UNREADABLE', record.id);
    // A password change ends every session of the user (DESIGN §5.8), and keys with them: the
    // sealed password is stale, and a changed password often means a leaked one.
    if (parsed.data.gen < (await services.stores.sessions.generation(record.tenant, record.username))) {
      return refused('PASSWORD_CHANGED', record.id);
    }

    const verdict = await services.stores.limits.hit('api-key', record.id);
    if (!verdict.allowed) {
      request.log.info({ apiKey: record.id }, 'api key over its rate limit');
      return refuse(reply, 'TOO_MANY_REQUESTS', verdict.retryAfterSeconds);
    }
    request.log = request.log.child({ apiKey: record.id });
    const writes: Promise<void>[] = [];
    keyed.set(request, {
      keyId: record.id,
      data: parsed.data,
      persist: (data) => {
        writes.push(services.stores.apiKeys.reseal(hash, secret, record.id, data));
        persisted.set(request, writes);
      },
    });
    // Awaited (at most once a minute per key), so that a client reading its keys sees this use.
    await services.stores.apiKeys.touch(hash, record).catch((err: unknown) => request.log.warn({ err }, 'api key last use not recorded'));
  });
  // A change of the key's session is stored before the reply leaves: the next request sees it.
  app.addHook('onSend', async (request, _reply, payload) => {
    const writes = persisted.get(request);
    if (writes) await Promise.all(writes);
    return payload;
  });
}

const persisted = new WeakMap<FastifyRequest, Promise<void>[]>();
