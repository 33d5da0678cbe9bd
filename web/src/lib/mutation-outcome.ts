import type { CombinedError } from 'urql';
import type { UserErrorCode } from '../gql/graphql';
import { classifyError, errorText, isReportedGlobally, requestIdOf } from './graphql-errors';
import { notifyError, notifySuccess } from './notify';

export interface Refusal {
  code: UserErrorCode;
  message: string;
}

export interface MutationOutcome {
  error?: CombinedError;
  /** The payload's userErrors; absent when the request gave no payload. */
  userErrors?: readonly Refusal[];
}

/**
 * Toasts a failed request unless the client already reports that kind of failure everywhere.
 * With an `action`, that action's next success dismisses the toast (see lib/notify).
 */
export function reportRequestError(error: CombinedError, action?: string): void {
  const kind = classifyError(error);
  if (!isReportedGlobally(kind)) notifyError(errorText(kind), action, kind === 'other' ? requestIdOf(error) : undefined);
}

/**
 * One toast per mutation outcome: the request's failure, the gateway's refusal (shown by
 * `onRefusal`, an error toast by default), or the success text. True when the change was made.
 * The success text names the action: its success dismisses the errors its earlier tries left.
 */
export function announceOutcome(
  { error, userErrors }: MutationOutcome,
  successText: string | null,
  onRefusal: (refusal: Refusal) => void = (refusal) => notifyError(refusal.message, successText ?? undefined),
): boolean {
  if (error) {
    reportRequestError(error, successText ?? undefined);
    return false;
  }
  if (!userErrors) return false;
  const refusal = userErrors[0];
  if (refusal) {
    onRefusal(refusal);
    return false;
  }
  if (successText) notifySuccess(successText, successText);
  return true;
}
