import type { CombinedError } from 'urql';
import { classifyError, errorText, isReportedGlobally } from '../../lib/graphql-errors';
import { notifyError } from '../../lib/notify';

/** Toasts a failed product action unless the client already reports that kind of failure globally. */
export function reportError(error: CombinedError): void {
  const kind = classifyError(error);
  if (!isReportedGlobally(kind)) notifyError(errorText(kind));
}
