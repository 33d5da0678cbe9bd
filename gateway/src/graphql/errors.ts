import { GraphQLError, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { isErpFailure } from '../erp/erp-failure.ts';
import { isServiceError, type ServiceError } from '../context/service-error.ts';
import { clientErrorOf } from '../http/client-errors.ts';
import { isRedisUnavailable } from '../lib/redis-unavailable.ts';

export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'REPLY_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_REPLY'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** Italian texts of the unexpected; business refusals travel as userErrors instead. */
export const ERROR_MESSAGES: Record<GatewayErrorCode, string> = {
  UNAUTHENTICATED: 'Effettua il login per continuare',
  FORBIDDEN: 'UTENTE NON ABILITATO!',
  NOT_FOUND: 'Elemento non trovato',
  BAD_USER_INPUT: 'Richiesta non valida',
  BAD_REQUEST: 'Richiesta HTTP non valida',
  PAYLOAD_TOO_LARGE: 'Richiesta troppo grande',
  REPLY_TOO_LARGE: 'La risposta richiesta è troppo grande: chiedi meno dati per volta',
  TOO_MANY_REQUESTS: 'Troppi tentativi, riprova tra qualche minuto',
  UPSTREAM_UNAVAILABLE: 'Servizio momentaneamente non disponibile, riprova tra poco',
  UPSTREAM_BAD_REPLY: 'Il gestionale ha risposto in modo inatteso, riprova tra poco',
  SERVICE_UNAVAILABLE: 'Servizio momentaneamente non disponibile, riprova tra qualche istante',
  INTERNAL_SERVER_ERROR: 'Errore interno, riprova tra poco',
};

/**
 * By name as well as by class: Mercurius may load another copy of graphql than this module
 * (CommonJS beside ES modules, as under the test runner), whose errors fail `instanceof`.
 */
export const isGraphQLError = (e: unknown): e is GraphQLError =>
  e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

/** An error the client is meant to see, with `extensions.code`. */
export class GatewayError extends GraphQLError {
  constructor(code: GatewayErrorCode, message = ERROR_MESSAGES[code], extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** A service's refusal as the GraphQL error the client sees. */
export function fromServiceError(err: ServiceError): GatewayError {
  return new GatewayError(err.code, err.userMessage ?? ERROR_MESSAGES[err.code], err.details);
}

/**
 * Shapes every error leaving the gateway: known errors keep their code and Italian message,
 * upstream failures become UPSTREAM_* with a log line, anything else is masked and logged so
 * that stack traces and internals never reach the browser.
 */
export function formatErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  log: FastifyBaseLogger,
  onUnavailable: () => void = () => {},
): { statusCode: number; response: FormattedExecutionResult } {
  // Mercurius wraps parse and validation failures in one error holding the GraphQL errors.
  const flat = execution.errors.flatMap((err) => {
    const inner = (err.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(inner) && inner.every(isGraphQLError) ? (inner as GraphQLError[]) : [err];
  });
  let statusCode: number | undefined;
  let unavailable = false;
  const errors = flat.map((err) => {
    const original = err.originalError;
    // The HTTP request itself was wrong (malformed JSON, too large, refused by CSRF prevention ...).
    const client = clientErrorOf(original);
    if (client) {
      log.info({ reason: original?.message, code: client.code }, 'client error');
      statusCode = client.statusCode;
      return new GatewayError(client.code).toJSON();
    }
    if (original instanceof GatewayError) return original.toJSON();
    if (isServiceError(original)) return { ...fromServiceError(original).toJSON(), path: err.path };
    if (isErpFailure(original)) {
      log.warn({ call: original.call, reason: original.reason }, original.code);
      return new GatewayError(original.code, ERROR_MESSAGES[original.code], {}).toJSON();
    }
    // Redis down or restarting: retryable, so said as such (and not logged as a bug).
    if (isRedisUnavailable(original)) {
      log.warn({ reason: original?.message, path: err.path }, 'redis unavailable');
      unavailable = true;
      return { ...new GatewayError('SERVICE_UNAVAILABLE').toJSON(), path: err.path };
    }
    if (original && !isGraphQLError(original)) {
      log.error({ err: original, path: err.path }, 'unexpected resolver error');
      return { ...new GatewayError('INTERNAL_SERVER_ERROR').toJSON(), path: err.path };
    }
    // Parse and validation errors describe the client's own query: safe to show.
    const json = err.toJSON();
    return { ...json, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...json.extensions } };
  });
  const executed = 'data' in execution && execution.data !== undefined;
  if (unavailable) onUnavailable();
  // Nothing executed because a shared service was down (e.g. the session check): 503, not 400.
  const failed = unavailable ? 503 : 400;
  return { statusCode: statusCode ?? (executed ? 200 : failed), response: { data: execution.data ?? null, errors } };
}
