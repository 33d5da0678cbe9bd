/**
 * An ERP that could not answer at all: unreachable, timed out, 5xx (UPSTREAM_UNAVAILABLE), or an
 * answer not in its contract (UPSTREAM_BAD_REPLY). Unlike a refusal (erp-result.ts) this is thrown:
 * the shop can only say so and let the user retry. The adapter's errors extend this class, so the
 * shop tells them apart without knowing how the ERP is reached.
 */
export abstract class ErpFailure extends Error {
  abstract readonly code: 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_BAD_REPLY';

  constructor(
    /** The ERP call that failed, for logs. */
    readonly call: string,
    /** What went wrong, for logs only (never shown). */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export function isErpFailure(e: unknown): e is ErpFailure {
  return e instanceof ErpFailure;
}
