import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { documentIdOf } from '../documents/document-id.ts';
import { documentOwnerOf, type DocumentOwner } from '../documents/document-owner.ts';
import { documentsOfOwner } from '../documents/documents-service.ts';
import { isChangeCursor, type ChangeLog, type ChangeType } from './change-log.ts';

/** At most this many events per `changes` page (the cost of a page is counted from `first`). */
export const CHANGES_MAX_FIRST = 500;
/** A page reads the log at most this many times, skipping other customers' changes. */
const MAX_ROUNDS = 10;

export const CHANGES_TEXTS = {
  first: `Indica first tra 1 e ${CHANGES_MAX_FIRST}`,
  after: 'Il cursore after non è un cursore del registro delle modifiche',
} as const;

export interface ChangeEventView {
  type: ChangeType;
  id: string;
  at: number;
}

/**
 * Notes the owner's documents not seen before as issued. The documents there were when the feed
 * was first read for the customer are its history, not changes: they are noted silently.
 */
async function noteDocuments(ctx: RequestContext, log: ChangeLog, company: number, owner: DocumentOwner): Promise<void> {
  const docs = await documentsOfOwner(ctx, owner);
  const first = (await log.unseen(company, 'document-baselines', [String(owner.customerId)])).length > 0;
  const fresh = await log.unseen(company, `documents:${owner.customerId}`, docs.map((d) => documentIdOf(d.customerId, d.id)).reverse());
  if (first || fresh.length === 0) return;
  const at = Date.now();
  await log.append(company, fresh.map((id) => ({ type: 'DOCUMENT_ISSUED' as const, id, at, customerId: owner.customerId })));
}

/**
 * The viewer's changes after a cursor, oldest first: its customer's orders and documents and the
 * company's catalogue changes. The cursor moves past other customers' changes too, so that the
 * next page does not read them again.
 */
export async function readChanges(
  ctx: RequestContext,
  q: { after: string | null; first: number },
): Promise<{ cursor: string; events: ChangeEventView[] }> {
  if (!Number.isInteger(q.first) || q.first < 1 || q.first > CHANGES_MAX_FIRST)
    throw new ServiceError('BAD_USER_INPUT', CHANGES_TEXTS.first, { argument: 'first', max: CHANGES_MAX_FIRST });
  if (q.after !== null && !isChangeCursor(q.after))
    throw new ServiceError('BAD_USER_INPUT', CHANGES_TEXTS.after, { argument: 'after' });
  const owner = await documentOwnerOf(ctx);
  const company = ctx.tenant.profile.id;
  const log = ctx.stores.changes;
  await noteDocuments(ctx, log, company, owner);

  const events: ChangeEventView[] = [];
  let cursor = q.after;
  for (let round = 0; round < MAX_ROUNDS && events.length < q.first; round += 1) {
    const batch = await log.read(company, cursor, q.first);
    for (const change of batch) {
      if (events.length === q.first) break;
      cursor = change.cursor;
      if (change.customerId === null || change.customerId === owner.customerId)
        events.push({ type: change.type, id: change.id, at: change.at });
    }
    if (batch.length < q.first) break;
  }
  return { cursor: cursor ?? (await log.last(company)) ?? '0-0', events };
}

/** Notes a placed order in the feed; the order stands whatever happens here. */
export async function noteOrderPlaced(ctx: RequestContext, customerId: number, orderId: string): Promise<void> {
  try {
    await ctx.stores.changes.append(ctx.tenant.profile.id, [{ type: 'ORDER_PLACED', id: orderId, at: Date.now(), customerId }]);
  } catch (err) {
    ctx.log.warn({ err, customerId }, 'order placed but not noted in the change feed');
  }
}
