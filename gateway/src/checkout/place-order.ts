import { cartOwnerOf } from '../cart/cart-owner.ts';
import { listsOf } from '../cart/session-cart.ts';
import { viewerSeesPrices } from '../catalogue/product-price.ts';
import { CART_MESSAGES, CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../domain/messages.ts';
import {
  PICKUP_MODE,
  needsSecondShipment,
  receiveChoices,
  validateOrderChoices,
  waitForArrivalsCode,
} from '../domain/checkout.ts';
import { toMoney } from '../domain/money.ts';
import { cartFingerprint, recoveryPlan } from '../domain/order-recovery.ts';
import { noteOrderPlaced } from '../changes/changes-service.ts';
import { documentIdOf } from '../documents/document-id.ts';
import { pdfUrlOf } from '../documents/document-views.ts';
import type { RequestContext } from '../context/request-context.ts';
import { readOrForbidden, ServiceError } from '../context/service-error.ts';
import type { UserError } from '../context/user-error.ts';
import type { SessionData } from '../session/session-data.ts';
import { MAX_ACCEPTED_PRICES, PRICES_CHANGED_MESSAGE, unconfirmedChanges } from '../domain/price-check.ts';
import { priceCheckout } from './checkout-cart.ts';
import { checkoutSubjectOf, type CheckoutSubject } from './checkout-subject.ts';
import { orderAlreadyPlaced, sendCheckout } from './lost-reply.ts';
import type { OrderPlacementOutcome, OrderRequest } from './order-placement-model.ts';
import { buildOrder, shipmentsOf } from './order-payload.ts';
import { isPickupValidNow } from './pickup-calendar.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

interface Attempt {
  result: OrderPlacementOutcome;
  /** Only a placed order is remembered under its key. */
  keep: boolean;
}

const refused = (userErrors: UserError[]): Attempt => ({ result: { order: null, userErrors }, keep: false });
const idOf = (id: string | null | undefined): number | null => {
  if (id === null || id === undefined || id.trim() === '') return null;
  const n = Number(id);
  return Number.isInteger(n) ? n : -1;
};

/**
 * Places the session's cart as an order, exactly once per idempotency key and once per cart when
 * the ERP's reply is lost (design §5.5): the choices are validated with the specification's
 * messages, a pickup date is checked again against the live calendar, the tenant's checkout call
 * gets the full order payload, and on success the saved cart is emptied. The ERP's refusal is
 * returned as it says it.
 */
export async function placeOrder(
  ctx: RequestContext,
  session: SessionData,
  input: OrderRequest,
): Promise<OrderPlacementOutcome> {
  if (!KEY_PATTERN.test(input.idempotencyKey))
    throw new ServiceError('BAD_USER_INPUT', 'Chiave di idempotenza non valida');
  const scope = `${ctx.tenant.profile.id}:${ctx.tenant.erp.address}:${session.user.referenceId}`;
  return ctx.stores.orders.once<OrderPlacementOutcome>(scope, input.idempotencyKey, () =>
    submit(ctx, session, input, scope),
  );
}

async function submit(
  ctx: RequestContext,
  session: SessionData,
  input: OrderRequest,
  scope: string,
): Promise<Attempt> {
  const subject = await checkoutSubjectOf(ctx, session, input.siteId ?? null);
  if (!subject)
    return refused([{ field: null, code: 'CUSTOMER_REQUIRED', message: ORDER_MESSAGES.chooseCustomer }]);
  if (!subject.site)
    return refused([
      { field: ['input', 'siteId'], code: 'SITE_REQUIRED', message: ORDER_MESSAGES.chooseSite },
    ]);
  // Whatever the key, one placement of this cart at a time: a reload's new key must see what
  // the attempt before it left unanswered.
  const cartScope = `${scope}:${subject.customer.id}`;
  return ctx.stores.orders.forCart(cartScope, () => placeCart(ctx, session, input, subject, cartScope));
}

async function placeCart(
  ctx: RequestContext,
  session: SessionData,
  input: OrderRequest,
  subject: CheckoutSubject,
  cartScope: string,
): Promise<Attempt> {
  const cart = cartFingerprint((await listsOf(ctx)).cart);
  const unanswered = await ctx.stores.orders.unanswered(cartScope);
  const plan = recoveryPlan(input.idempotencyKey, cart, unanswered);
  if (plan.lookup) {
    const placed = await orderAlreadyPlaced(ctx, subject, cartScope, plan, unanswered);
    if (placed) return { result: placed, keep: true };
  }
  // Priced for the chosen payment, so that the charges sent are the ERP's own quote (collection fee).
  const payment = idOf(input.paymentModeId);
  const priced = await priceCheckout(ctx, subject, payment !== null && payment > 0 ? payment : null);
  const splits = priced.lines.map((l) => l.adjusted.split);
  if (!splits.some((s) => s.qtyOK + s.qtyArr + s.qtyPre > 0)) {
    return refused([{ field: null, code: 'CART_EMPTY', message: CART_MESSAGES.empty }]);
  }
  // The order is placed at the ERP's prices: any that differ from what the shop showed must have
  // been confirmed by the buyer at exactly their current amount (design §5.1).
  const accepted = (input.acceptedPrices ?? []).slice(0, MAX_ACCEPTED_PRICES);
  if (unconfirmedChanges(priced.priceChanges, accepted).length > 0) {
    return refused([
      { field: ['input', 'acceptedPrices'], code: 'PRICES_CHANGED', message: PRICES_CHANGED_MESSAGE },
    ]);
  }

  const choices = {
    receiveChoice: input.receiveChoice,
    shippingModeId: idOf(input.shippingModeId),
    secondShippingModeId: needsSecondShipment(input.receiveChoice) ? idOf(input.secondShippingModeId) : null,
    paymentModeId: idOf(input.paymentModeId),
    pickupDate: input.pickupDate?.trim() || null,
  };
  const api = ctx.tenant.erp.checkout;
  // The calendar is read at submission: a slot taken since the page loaded is refused here.
  const pickup = choices.shippingModeId === PICKUP_MODE || choices.secondShippingModeId === PICKUP_MODE;
  const calendar = pickup && choices.pickupDate ? readOrForbidden(await api.pickupCalendar(subject.customer.id)) : null;
  const errors = validateOrderChoices(choices, {
    offeredChoices: receiveChoices(splits),
    shippingModeIds: priced.upstream.shippingModes.map((m) => m.id),
    paymentModeIds: priced.upstream.paymentModes.map((p) => p.id),
    paymentModeRequired: ctx.tenant.profile.features.requirePaymentMode,
    pickupDateValid: (date) => calendar !== null && isPickupValidNow(calendar, new Date(), date),
  });
  if (errors.length > 0 || choices.shippingModeId === null) return refused(errors);

  const decisions = {
    ...choices,
    shippingModeId: choices.shippingModeId,
    pickupDate: pickup ? choices.pickupDate : null,
    waitForArrivals: waitForArrivalsCode(
      input.receiveChoice,
      splits.some((s) => s.qtyArr + s.qtyPre > 0),
    ),
    notes: input.notes ?? [],
    address: input.address ?? null,
    flgWebPos: ctx.tenant.profile.rules.flgWebPos ? ((input.payByCard ? 1 : 0) as 0 | 1) : null,
  };
  const order = buildOrder(subject, priced, decisions);
  const outcome = await sendCheckout(
    ctx,
    session,
    cartScope,
    { key: plan.upstreamKey, cart, pickupDate: decisions.pickupDate, found: false },
    () => api.checkout(ctx.tenant.profile.rules.checkoutCall, subject.credentials, order, plan.upstreamKey),
  );
  if (!outcome.ok) {
    // An Errore naming the date belongs to the pickup date field (spec §8).
    const field = outcome.refusal.error.includes('Data') ? ['input', 'pickupDate'] : null;
    return refused([{ field, code: 'UPSTREAM_REFUSED', message: outcome.refusal.message }]);
  }

  await removeOrderedLines(ctx, session, new Set(priced.lines.map((l) => l.cart.cartItemId)));
  const [first, second] = shipmentsOf(priced, decisions);
  ctx.log.info(
    { orderNumber: outcome.value.orderNumber, customerId: subject.customer.id, shipping: [first, second] },
    'order placed',
  );
  const orderId =
    outcome.value.documentId === null ? String(outcome.value.orderId) : documentIdOf(subject.customer.id, outcome.value.documentId);
  await noteOrderPlaced(ctx, subject.customer.id, orderId);
  return {
    result: {
      order: {
        // The order document's id, so that order(id) and document(id) find what was placed.
        id: orderId,
        number: String(outcome.value.orderNumber),
        message: CHECKOUT_MESSAGES.orderSent,
        pickupDate: decisions.pickupDate,
        pdfUrl: outcome.value.documentId === null ? null : pdfUrlOf(documentIdOf(subject.customer.id, outcome.value.documentId)),
        total: viewerSeesPrices(ctx, session) ? toMoney(outcome.value.total) : null,
      },
      userErrors: [],
    },
    keep: true,
  };
}

/**
 * The ERP empties the saved cart with the order; the gateway's copy drops the ordered lines too,
 * so that the next read does not show them. Only those: a line added from another tab while the
 * order was being placed stays in the cart. The order is placed whatever happens here.
 */
async function removeOrderedLines(
  ctx: RequestContext,
  session: SessionData,
  ordered: ReadonlySet<string>,
): Promise<void> {
  try {
    await ctx.stores.carts.changeCart(cartOwnerOf(ctx, session), (cart) => ({
      next: cart.filter((l) => !ordered.has(l.cartItemId)),
      value: null,
    }));
  } catch (err) {
    ctx.log.warn({ err }, 'the cart copy could not be emptied after the order');
  }
}
