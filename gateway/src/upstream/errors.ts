/** The upstream could not be reached, refused the connection, timed out or answered 5xx. */
export class UpstreamUnavailableError extends Error {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(`Upstream ${call} unavailable: ${reason}`);
  }
}

/** The upstream answered, but not with what its contract says (not JSON, wrong shape). */
export class UpstreamBadReplyError extends Error {
  readonly code = 'UPSTREAM_BAD_REPLY';
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(`Upstream ${call} replied badly: ${reason}`);
  }
}

export type UpstreamError = UpstreamUnavailableError | UpstreamBadReplyError;

export function isUpstreamError(e: unknown): e is UpstreamError {
  return e instanceof UpstreamUnavailableError || e instanceof UpstreamBadReplyError;
}
