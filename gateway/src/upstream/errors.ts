import { ErpFailure } from '../erp/erp-failure.ts';

/** The upstream could not be reached, refused the connection, timed out or answered 5xx. */
export class UpstreamUnavailableError extends ErpFailure {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(call: string, reason: string) {
    super(call, reason, `Upstream ${call} unavailable: ${reason}`);
  }
}

/** The upstream answered, but not with what its contract says (not JSON, wrong shape). */
export class UpstreamBadReplyError extends ErpFailure {
  readonly code = 'UPSTREAM_BAD_REPLY';
  constructor(call: string, reason: string) {
    super(call, reason, `Upstream ${call} replied badly: ${reason}`);
  }
}

export type UpstreamError = UpstreamUnavailableError | UpstreamBadReplyError;

export function isUpstreamError(e: unknown): e is UpstreamError {
  return e instanceof UpstreamUnavailableError || e instanceof UpstreamBadReplyError;
}
