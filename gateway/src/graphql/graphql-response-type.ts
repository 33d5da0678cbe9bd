import type { FastifyInstance } from 'fastify';
import { GRAPHQL_PATH } from './graphql-path.ts';

export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * Whether an Accept header prefers GraphQL-over-HTTP's own media type to plain JSON: it names
 * it with a quality at least JSON's (a client listing both, as graphql-http's does, gets it).
 */
export function prefersGraphQLResponse(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (type) quality.set(type.trim(), q === undefined ? 1 : Number(q));
  }
  const own = quality.get(GRAPHQL_RESPONSE_TYPE) ?? 0;
  const json = Math.max(quality.get('application/json') ?? 0, quality.get('*/*') ?? 0, quality.get('application/*') ?? 0);
  return own > 0 && own >= json;
}

/**
 * GraphQL replies in `application/graphql-response+json` to the clients that ask for it (the
 * GraphQL-over-HTTP specification's SHOULD), plain JSON to the others, as before.
 */
export function registerGraphQLResponseType(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(GRAPHQL_PATH) || !prefersGraphQLResponse(request.headers.accept)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('content-type', `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
    return payload;
  });
}
