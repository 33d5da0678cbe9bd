import type { CombinedError } from 'urql';
import { classifyError, errorText, isReportedGlobally } from '../../lib/graphql-errors';
import { notifyError } from '../../lib/notify';

/** Toasts a failed request unless the client already reports that kind of failure everywhere. */
export function reportRequestError(error: CombinedError): void {
  const kind = classifyError(error);
  if (!isReportedGlobally(kind)) notifyError(errorText(kind));
}
