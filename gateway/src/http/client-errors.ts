import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { isRedisUnavailable, REDIS_RETRY_AFTER_SECONDS } from '../lib/redis-unavailable.ts';

// By name too: the error may come from another copy of graphql (see graphql/errors.ts).
const isGraphQLErrorLike = (e: unknown) => e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

export type ClientErrorCode = 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE';

/**
 * An error raised by the HTTP layer because of what the client sent (Fastify's body parsers,
 * Mercurius's request checks): a 4xx status and no GraphQL errors inside. These are the
 * client's to fix, so they keep their status, get their own code and are logged as info.
 */
export function clientErrorOf(err: unknown): { code: ClientErrorCode; statusCode: number } | null {
  if (!err || typeof err !== 'object' || isGraphQLErrorLike(err)) return null;
  const { statusCode, errors } = err as { statusCode?: unknown; errors?: unknown };
  // Mercurius wraps GraphQL validation errors with a 400: those describe the query, not the request.
  if (Array.isArray(errors) && errors.some(isGraphQLErrorLike)) return null;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return null;
  return statusCode === 413 ? { code: 'PAYLOAD_TOO_LARGE', statusCode } : { code: 'BAD_REQUEST', statusCode: 400 };
}

/** Routes other than /graphql (media, health): client errors answer their status with a code, logged as info. */
export function registerClientErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const client = clientErrorOf(error);
    if (client) {
      request.log.info({ reason: (error as Error).message, code: client.code }, 'client error');
      return reply.code(client.statusCode).send({ error: client.code });
    }
    // Redis down or restarting (rate limits, sessions ...): retryable, so a 503 that says when.
    if (isRedisUnavailable(error)) {
      request.log.warn({ reason: (error as Error).message }, 'redis unavailable');
      return reply.code(503).header('retry-after', String(REDIS_RETRY_AFTER_SECONDS)).send({ error: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'INTERNAL_SERVER_ERROR' });
  });
}
