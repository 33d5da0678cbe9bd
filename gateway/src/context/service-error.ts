import type { ErpResult } from '../erp/erp-result.ts';

/**
 * Why a service refused or failed, independent of the transport. The GraphQL layer turns each
 * code into its GraphQL error (`extensions.code`), the HTTP routes into a status:
 * NOT_FOUND answers 404 (documents and files of another customer look like missing ones).
 */
export type ServiceErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_REPLY';

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    /** An Italian text for the user; the GraphQL layer's default text for the code when absent. */
    readonly userMessage?: string,
    /** Extra machine-readable details (e.g. `reason: 'SESSION_EXPIRED'`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(userMessage ?? code);
    this.name = 'ServiceError';
  }
}

export const isServiceError = (err: unknown): err is ServiceError => err instanceof ServiceError;

/** The ERP's refusal of a read (not a business outcome the user can act on) becomes FORBIDDEN with its text. */
export function readOrForbidden<T>(result: ErpResult<T>): T {
  if (!result.ok) throw new ServiceError('FORBIDDEN', result.refusal.message);
  return result.value;
}
