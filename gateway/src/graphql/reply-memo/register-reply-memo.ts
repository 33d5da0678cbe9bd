import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSchema, parse } from 'graphql';
import type { GatewayServices } from '../../services.ts';
import { requestContextOf } from '../../http/request-context-of.ts';
import { isMemoisableQuery } from './memoisable-query.ts';
import { replyMemoKey, type GraphQLRequestBody } from './reply-memo-key.ts';
import { ReplyMemoStore } from './reply-memo-store.ts';
import { reportCacheLookup } from '../../observability/cache-events.ts';
import { GRAPHQL_PATH } from '../graphql-path.ts';
import { loadSchemaSdl } from '../schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies of memoisable queries (graphql/reply-memo); absent when REPLY_MEMO_MB is 0. */
    replyMemo?: ReplyMemoStore;
  }
}

/** Query texts already judged (memoisable or not), at most this many. */
const JUDGED_TEXTS = 500;

function memoisableBody(body: unknown): GraphQLRequestBody | null {
  if (!body || typeof body !== 'object') return null;
  const { query, operationName, extensions } = body as Record<string, unknown>;
  // The listing is the query worth remembering; any other text is not even parsed here.
  if (typeof query !== 'string' || !query.includes('products') || extensions !== undefined) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return body as GraphQLRequestBody;
}

/**
 * The reply to a query made only of fields computed from the catalogue, the viewer's prices and
 * session, and the configuration (the listing page: memoisable-fields.ts) is remembered and sent
 * again to the same viewer asking the same thing (a buyer paging back, reloading, or opening the
 * listing again), until the catalogue snapshot or the viewer's pricing context is replaced.
 * A reply with errors is never remembered. The hooks are registered before the compression's,
 * so that the reply is remembered as JSON text.
 */
export function registerReplyMemo(app: FastifyInstance, services: GatewayServices): void {
  const budget = services.env.REPLY_MEMO_MB * 1024 * 1024;
  if (budget <= 0) return;
  const store = new ReplyMemoStore(budget);
  app.decorate('replyMemo', store);
  // The schema built here, not Mercurius's: graphql's checks refuse types of another copy of the
  // package (its CommonJS and ES builds are two), and the text is the same.
  const schema = buildSchema(loadSchemaSdl());
  const judged = new Map<string, boolean>();
  const pending = new WeakMap<FastifyRequest, string>();

  const memoisable = (body: GraphQLRequestBody): boolean => {
    const cacheKey = `${body.operationName ?? ''}\u0000${body.query}`;
    let verdict = judged.get(cacheKey);
    if (verdict === undefined) {
      try {
        const document = parse(body.query, { maxTokens: services.env.QUERY_TOKEN_LIMIT });
        verdict = isMemoisableQuery(schema, document, body.operationName ?? undefined);
      } catch {
        verdict = false;
      }
      if (judged.size >= JUDGED_TEXTS) judged.clear();
      judged.set(cacheKey, verdict);
    }
    return verdict;
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== GRAPHQL_PATH || request.validationError) return;
    const body = memoisableBody(request.body);
    if (!body || !memoisable(body)) return;
    // A failure here (the catalogue cannot load) is the query's to report: it runs as usual.
    const key = await replyMemoKey(store, requestContextOf(request, services), body).catch(() => null);
    if (key === null) return;
    const remembered = store.get(key);
    reportCacheLookup('reply_memo', remembered !== undefined);
    if (remembered !== undefined) return reply.type('application/json; charset=utf-8').send(remembered);
    pending.set(request, key);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (pending.has(request) && (payload as { errors?: unknown } | null)?.errors !== undefined) pending.delete(request);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = pending.get(request);
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string') store.set(key, payload);
    return payload;
  });
}
