import type { CombinedError } from 'urql';
import { it } from '../i18n/it';

/**
 * What went wrong with a request, as far as the user is concerned. The gateway's
 * `extensions.code` (and `reason`) decide; its message text is never shown as such, because
 * every text the user reads comes from the client's catalogue.
 */
export type ErrorKind =
  | 'sessionExpired'
  | 'upstreamUnavailable'
  | 'serviceUnavailable'
  | 'upstreamBadReply'
  | 'tooManyRequests'
  | 'forbidden'
  | 'network'
  | 'other';

/** Sorts a request's errors; the first that matters wins. */
export function classifyError(error: CombinedError): ErrorKind {
  for (const gqlError of error.graphQLErrors) {
    const { code, reason } = gqlError.extensions as { code?: unknown; reason?: unknown };
    if (code === 'UNAUTHENTICATED' && reason === 'SESSION_EXPIRED') return 'sessionExpired';
    if (code === 'UPSTREAM_UNAVAILABLE') return 'upstreamUnavailable';
    if (code === 'UPSTREAM_BAD_REPLY') return 'upstreamBadReply';
    // The gateway's own shared state (Redis) is down for a moment: retryable like the ERP's outage.
    if (code === 'SERVICE_UNAVAILABLE') return 'serviceUnavailable';
    if (code === 'TOO_MANY_REQUESTS') return 'tooManyRequests';
    if (code === 'FORBIDDEN') return 'forbidden';
  }
  // No GraphQL answer at all: the gateway could not be reached.
  if (error.networkError && error.graphQLErrors.length === 0) return 'network';
  return 'other';
}

/**
 * The id the gateway gave the failed request (its X-Request-Id), which the user can quote to
 * support; none when the gateway was not reached.
 */
export function requestIdOf(error: CombinedError): string | undefined {
  const response = error.response as { headers?: { get?(name: string): string | null } } | undefined;
  return response?.headers?.get?.('x-request-id') ?? undefined;
}

/** Errors the client reports by itself, whatever screen sent the request. */
export function isReportedGlobally(kind: ErrorKind): boolean {
  return (
    kind === 'sessionExpired' ||
    kind === 'upstreamUnavailable' ||
    kind === 'serviceUnavailable' ||
    kind === 'upstreamBadReply' ||
    kind === 'network'
  );
}

/** The catalogue's text for an error (the session notice has its own toast). */
export function errorText(kind: ErrorKind): string {
  switch (kind) {
    case 'sessionExpired':
      return it.session.expired;
    case 'upstreamUnavailable':
      return it.errors.upstreamUnavailable;
    case 'serviceUnavailable':
      return it.errors.serviceUnavailable;
    case 'upstreamBadReply':
      return it.errors.upstreamBadReply;
    case 'tooManyRequests':
      return it.errors.tooManyRequests;
    case 'forbidden':
      return it.errors.forbidden;
    case 'network':
      return it.errors.network;
    case 'other':
      return it.errors.unexpected;
  }
}
