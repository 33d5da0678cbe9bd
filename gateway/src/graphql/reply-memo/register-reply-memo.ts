import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { buildSchema, parse } from 'graphql';
import type { GatewayServices } from '../../services.ts';
import { requestContextOf } from '../../http/request-context-of.ts';
import { isMemoisableQuery } from './memoisable-query.ts';
import { replyMemoKey, type GraphQLRequestBody } from './reply-memo-key.ts';
import { ReplyMemoStore } from './reply-memo-store.ts';
import { replyEncoding } from './reply-encoding.ts';
import { reportCacheLookup } from '../../observability/cache-events.ts';
import { GRAPHQL_PATH } from '../graphql-path.ts';
import { loadSchemaSdl } from '../schema.ts';
import { REPLY_TOO_LARGE_BODY } from '../reply-size-limit.ts';

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
 * A reply with errors is never remembered.
 *
 * A reply is kept as it was sent, compressed, one copy per encoding asked for (Accept-Encoding):
 * a reply found again goes out without being compressed again, and the memo holds three to five
 * times as many replies in its budget as it would hold JSON texts (kept as Buffers, outside the
 * JavaScript heap that the collector copies). So this registers the look-up, before the
 * compression, and returns the keeping, for the caller to register after it.
 */
export function registerReplyMemo(app: FastifyInstance, services: GatewayServices): (app: FastifyInstance) => void {
  const budget = services.env.REPLY_MEMO_MB * 1024 * 1024;
  if (budget <= 0) return () => {};
  const store = new ReplyMemoStore(budget);
  app.decorate('replyMemo', store);
  // The schema built here, not Mercurius's: graphql's checks refuse types of another copy of the
  // package (its CommonJS and ES builds are two), and the text is the same.
  const schema = buildSchema(loadSchemaSdl());
  const judged = new Map<string, boolean>();
  /** The requests whose reply is to be kept, by key; then the JSON text sent to the compression. */
  const pending = new WeakMap<FastifyRequest, { key: string; json?: string }>();

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
    const encodedKey = `${key}\u0000${replyEncoding(request.headers['accept-encoding'])}`;
    const remembered = store.get(encodedKey);
    reportCacheLookup('reply_memo', remembered !== undefined);
    if (remembered === undefined) {
      pending.set(request, { key: encodedKey });
      return;
    }
    // The compression leaves a reply alone that already names its encoding.
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (remembered.contentEncoding !== undefined) reply.header('content-encoding', remembered.contentEncoding);
    return reply.send(remembered.body);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (pending.has(request) && (payload as { errors?: unknown } | null)?.errors !== undefined) pending.delete(request);
    return payload;
  });
  // After the size limit's hook: a reply refused for its size is not kept either.
  app.addHook('onSend', async (request, _reply, payload) => {
    const kept = pending.get(request);
    if (kept === undefined) return payload;
    if (payload === REPLY_TOO_LARGE_BODY || typeof payload !== 'string') pending.delete(request);
    else kept.json = payload;
    return payload;
  });
  const keep: onSendHookHandler = async (request, reply, payload) => {
    const kept = pending.get(request);
    if (kept?.json === undefined || reply.statusCode !== 200) return payload;
    const encoding = reply.getHeader('content-encoding');
    // Compressed in one call: the bytes sent. Otherwise the JSON text, which a hit sends to the
    // compression again: too short to compress, no encoding asked for, or over the compression's
    // one-call size (streamed).
    if (Buffer.isBuffer(payload) && typeof encoding === 'string') store.set(kept.key, { body: payload, contentEncoding: encoding });
    else store.set(kept.key, { body: kept.json });
    return payload;
  };
  // @fastify/compress adds its onSend to each route as the route is declared, after the
  // instance's hooks; the keeping goes after it on the GraphQL route the same way.
  return (after: FastifyInstance) => {
    after.addHook('onRoute', (route) => {
      if (route.url !== GRAPHQL_PATH) return;
      const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...hooks, keep];
    });
  };
}
