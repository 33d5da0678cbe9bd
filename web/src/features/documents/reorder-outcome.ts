import type { ReorderFieldsFragment } from '../../gql/graphql';
import { itDocuments } from '../../i18n/it-documents';
import { notifyError, notifySuccess } from '../../lib/notify';

const t = itDocuments.reorder;

/** What a reorder did, line by line: the pieces added, then each refusal with the gateway's reason. */
export function announceReorder(payload: ReorderFieldsFragment | undefined): void {
  if (!payload) return; // transport errors are reported by the client's error handler
  if (payload.addedQuantity > 0) notifySuccess(t.added(payload.addedQuantity));
  const refused = payload.lines.flatMap((l) => (l.error ? [t.refused(l.code, l.error.message)] : []));
  for (const text of refused) notifyError(text);
  if (refused.length === 0) for (const e of payload.userErrors) notifyError(e.message);
}
