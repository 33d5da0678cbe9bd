import { cartOwnerOf } from '../cart/cart-owner.ts';
import { documentIdOf } from '../documents/document-id.ts';
import { pdfUrlOf } from '../documents/document-views.ts';
import { viewerSeesPrices } from '../catalogue/product-price.ts';
import { CHECKOUT_MESSAGES } from '../domain/messages.ts';
import { toMoney } from '../domain/money.ts';
import { findPlacedOrder, type RecoveryPlan, type UnansweredAttempt } from '../domain/order-recovery.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { SessionData } from '../session/session-data.ts';
import { readOrForbidden } from '../context/service-error.ts';
import type { CheckoutReceipt } from '../erp/checkout-models.ts';
import type { ErpResult } from '../erp/erp-result.ts';
import type { CheckoutSubject } from './checkout-subject.ts';
import type { OrderPlacementOutcome } from './order-placement-model.ts';

// The two ends of a checkout call whose reply may be lost (design §5.5): before placing, an order
// the ERP already holds for this cart answers the request; around the call, the attempt is kept
// as unanswered until the ERP's answer is read, and the cart copy is dropped when it is not.

/** The order the ERP already placed for this request (matched by key), or null to go on placing. */
export async function orderAlreadyPlaced(
  ctx: RequestContext,
  subject: CheckoutSubject,
  cartScope: string,
  plan: RecoveryPlan,
  unanswered: UnansweredAttempt | null,
): Promise<OrderPlacementOutcome | null> {
  const orders = readOrForbidden(await ctx.tenant.erp.checkout.placedOrders(subject.credentials, subject.customer.id));
  const placed = findPlacedOrder(orders, plan.keys);
  if (!placed) return null;
  // Kept, marked found: a reload's new key on the emptied cart is answered with this order too.
  if (unanswered && placed.key === unanswered.key)
    await ctx.stores.orders.keepUnanswered(cartScope, { ...unanswered, found: true });
  // The ERP emptied its cart with that order; the copy held here may predate it.
  await forgetCart(ctx, subject.session);
  ctx.log.info(
    { orderNumber: placed.orderNumber, customerId: subject.customer.id, keys: plan.keys },
    'order found already placed: its reply had been lost',
  );
  // The same id as when the reply arrives (place-order.ts): order(id) and document(id) find it.
  const documentId = placed.documentId === null ? null : documentIdOf(subject.customer.id, placed.documentId);
  return {
    order: {
      id: documentId ?? String(placed.orderId),
      number: String(placed.orderNumber),
      pdfUrl: documentId === null ? null : pdfUrlOf(documentId),
      message: CHECKOUT_MESSAGES.orderSent,
      pickupDate: unanswered && placed.key === unanswered.key ? unanswered.pickupDate : null,
      total: viewerSeesPrices(ctx, subject.session) ? toMoney(placed.total) : null,
    },
    userErrors: [],
  };
}

/**
 * Sends the checkout call with the attempt recorded as unanswered until its reply is read. When
 * the call fails on the way (timeout, reset, 5xx, an unreadable reply) the order may exist: the
 * attempt stays recorded for the next placement to look for, and the cart copy is dropped so that
 * the next read takes the ERP's cart (empty if the order was placed).
 */
export async function sendCheckout(
  ctx: RequestContext,
  session: SessionData,
  cartScope: string,
  attempt: UnansweredAttempt,
  call: () => Promise<ErpResult<CheckoutReceipt>>,
): Promise<ErpResult<CheckoutReceipt>> {
  await ctx.stores.orders.keepUnanswered(cartScope, attempt);
  let outcome: ErpResult<CheckoutReceipt>;
  try {
    outcome = await call();
  } catch (err) {
    ctx.log.warn({ err, key: attempt.key }, 'the checkout call got no readable answer: the order may exist');
    await forgetCart(ctx, session);
    throw err;
  }
  await ctx.stores.orders.answered(cartScope);
  return outcome;
}

async function forgetCart(ctx: RequestContext, session: SessionData): Promise<void> {
  try {
    await ctx.stores.carts.forget(cartOwnerOf(ctx, session));
  } catch (err) {
    ctx.log.warn({ err }, 'the cart copy could not be dropped');
  }
}
