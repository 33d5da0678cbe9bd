import type { FastifyInstance } from 'fastify';
import { GatewayError } from './errors.ts';
import { GRAPHQL_PATH } from './graphql-path.ts';

/** The reply sent instead of one over the limit: no data, one error the client can tell by its code. */
export const REPLY_TOO_LARGE_BODY = JSON.stringify({ data: null, errors: [new GatewayError('REPLY_TOO_LARGE').toJSON()] });

/** The size of a reply body in bytes, when it is text or bytes (a stream is not GraphQL's). */
export function replyBytes(payload: unknown): number | null {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return null;
}

/**
 * GraphQL replies over REPLY_LIMIT_MB are never sent: a query within the cost limit may still
 * ask for more than the estimate (an ERP description far longer than most), and a reply of tens
 * of megabytes costs every other customer memory and time on the way out. Registered before the
 * reply memo and the compression, so that neither keeps nor compresses what is refused.
 */
export function registerReplySizeLimit(app: FastifyInstance, maxBytes: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(GRAPHQL_PATH)) return payload;
    // UTF-8 takes at most three bytes per UTF-16 unit: a text that short is within the limit
    // without counting its bytes (a listing page: 20 KB against megabytes).
    if (typeof payload === 'string' && payload.length * 3 <= maxBytes) return payload;
    const bytes = replyBytes(payload);
    if (bytes === null || bytes <= maxBytes) return payload;
    request.log.warn({ bytes, maxBytes }, 'GraphQL reply over the size limit refused');
    reply.header('content-length', Buffer.byteLength(REPLY_TOO_LARGE_BODY));
    return REPLY_TOO_LARGE_BODY;
  });
}
