import type { RequestContext } from '../context/request-context.ts';
import { ServiceError, isServiceError } from '../context/service-error.ts';
import { viewerSeesPrices } from '../catalogue/product-price.ts';
import { documentsOfOwner, findDocument } from '../documents/documents-service.ts';
import { documentOwnerOf } from '../documents/document-owner.ts';
import { orderPageOf, ORDERS_MAX_FIRST, type OrderPage } from './order-page.ts';
import type { OrderStatus } from './order-status.ts';
import { placedOrderView, type PlacedOrderView } from './order-view.ts';

export const ORDERS_TEXTS = {
  first: `Indica first tra 1 e ${ORDERS_MAX_FIRST}`,
  after: 'Il cursore after non indica un ordine di questo elenco',
} as const;

/**
 * The viewer's orders (an agent's: the chosen customer's), newest first: the order documents
 * of getDocCli through the documents' own reading, so both show the same orders. UNKNOWN_CURSOR
 * when `after` names no order of the list (the GraphQL layer says it as a page out of range).
 */
export async function listOrders(
  ctx: RequestContext,
  q: { first: number; after: string | null; status: OrderStatus | null },
): Promise<OrderPage<PlacedOrderView> | 'UNKNOWN_CURSOR'> {
  const owner = await documentOwnerOf(ctx);
  const sees = viewerSeesPrices(ctx, owner.session);
  const orders = (await documentsOfOwner(ctx, owner))
    .filter((d) => d.isOrder)
    .map((d) => placedOrderView(d, sees))
    .filter((o) => q.status === null || o.status === q.status);
  const page = orderPageOf(orders, q.first, q.after);
  if (page === 'FIRST_OUT_OF_RANGE')
    throw new ServiceError('BAD_USER_INPUT', ORDERS_TEXTS.first, { argument: 'first', max: ORDERS_MAX_FIRST });
  return page;
}

/** One of the viewer's orders; null for any other id, a fiscal document's or another customer's. */
export async function findOrder(ctx: RequestContext, id: string): Promise<PlacedOrderView | null> {
  try {
    const { owner, document } = await findDocument(ctx, id);
    return document.isOrder ? placedOrderView(document, viewerSeesPrices(ctx, owner.session)) : null;
  } catch (err) {
    if (isServiceError(err) && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}
