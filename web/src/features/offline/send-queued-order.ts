import type { Client, CombinedError } from 'urql';
import { offlineCartClear, offlineCartLinesAdd, offlineCheckoutCart, offlineCustomerSelect, offlineOrderPlace } from './api/send-order';
import type { QueuedOrder } from './order-queue';
import { stepOf, type SyncEvent, type SyncPriceChange } from './order-sync';

/** No reply (a dropped connection, a gateway away) is worth a retry; an answer with errors is not. */
function failure(error: CombinedError): SyncEvent {
  return error.networkError || error.graphQLErrors.length === 0
    ? { type: 'CONNECTION_LOST' }
    : { type: 'REFUSED', message: error.graphQLErrors[0]?.message ?? error.message };
}

function refusal(errors: ReadonlyArray<{ message: string }> | undefined): SyncEvent | null {
  return errors && errors.length > 0 ? { type: 'REFUSED', message: errors.map((e) => e.message).join(' ') } : null;
}

/**
 * The ERP's prices for the order's lines beside the ones the device showed: every line whose
 * price differs, and every line the gateway itself reports changed, for the agent to confirm as
 * online, line by line.
 */
async function priceChanges(client: Client, order: QueuedOrder): Promise<SyncPriceChange[] | SyncEvent> {
  const siteId = order.choices.siteId === null ? null : String(order.choices.siteId);
  const result = await client.query(offlineCheckoutCart, { siteId }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) return failure(result.error);
  const cart = result.data?.checkoutCart;
  if (!cart) return { type: 'REFUSED', message: 'Carrello non disponibile' };
  const shown = new Map(order.lines.map((l) => [String(l.articleId), l.unitPrice]));
  const reported = new Set(cart.priceChanges.map((c) => c.lineId));
  return cart.lines.flatMap((line) => {
    const before = shown.get(line.articleId) ?? null;
    const now = line.unitPrice?.amount ?? null;
    const differs = before !== null && now !== null && Math.round(before * 100) !== Math.round(now * 100);
    if (!differs && !reported.has(line.id)) return [];
    return [{ lineId: line.id, sku: line.sku, name: line.name, previousUnitPrice: before ?? now ?? 0, unitPrice: now ?? 0 }];
  });
}

/** Performs the step the order's state names, through the normal checkout, and says what happened. */
export async function performStep(client: Client, order: QueuedOrder): Promise<SyncEvent> {
  const step = stepOf(order.state);
  try {
    if (step === 'FILL_CART') {
      const chosen = await client.mutation(offlineCustomerSelect, { input: { customerId: String(order.customerId) } }).toPromise();
      if (chosen.error) return failure(chosen.error);
      const refused = refusal(chosen.data?.customerSelect.userErrors);
      if (refused) return refused;
      const cleared = await client.mutation(offlineCartClear, {}).toPromise();
      if (cleared.error) return failure(cleared.error);
      const lines = order.lines.map((l) => ({
        productId: String(l.productId),
        // A product without variations is its own article: the cart takes it without one.
        ...(l.articleId !== l.productId ? { articleId: String(l.articleId) } : {}),
        quantity: l.quantity,
      }));
      const added = await client.mutation(offlineCartLinesAdd, { input: { lines } }).toPromise();
      if (added.error) return failure(added.error);
      return refusal(added.data?.cartLinesAdd.userErrors) ?? { type: 'CART_FILLED' };
    }
    if (step === 'CHECK') {
      const changes = await priceChanges(client, order);
      return Array.isArray(changes) ? { type: 'CHECKED', changes } : changes;
    }
    if (step === 'PLACE' && order.state.kind === 'PLACING') {
      const c = order.choices;
      const placed = await client
        .mutation(offlineOrderPlace, {
          input: {
            idempotencyKey: order.key,
            siteId: c.siteId === null ? null : String(c.siteId),
            receiveChoice: 'ALL_TOGETHER',
            shippingModeId: c.shippingModeId === null ? null : String(c.shippingModeId),
            paymentModeId: c.paymentModeId === null ? null : String(c.paymentModeId),
            pickupDate: c.pickupDate,
            notes: c.notes.length ? c.notes : null,
            acceptedPrices: order.state.acceptedPrices.map((p) => ({ lineId: p.lineId, unitPrice: p.unitPrice })),
          },
        })
        .toPromise();
      if (placed.error) return failure(placed.error);
      const payload = placed.data?.orderPlace;
      if (payload?.order) return { type: 'PLACED', orderNumber: payload.order.number };
      if (payload?.userErrors.some((e) => e.code === 'PRICES_CHANGED')) {
        const changes = await priceChanges(client, order);
        return Array.isArray(changes) ? { type: 'PRICES_CHANGED', changes } : changes;
      }
      return refusal(payload?.userErrors) ?? { type: 'CONNECTION_LOST' };
    }
  } catch {
    return { type: 'CONNECTION_LOST' };
  }
  return { type: 'CONNECTION_LOST' };
}
