import type { Resolvers } from '../generated/resolvers.ts';
import { GatewayError } from '../errors.ts';
import { requireSession } from '../guards.ts';
import { addressSuggestions } from '../../ordering/address-suggestions.ts';
import { presentCheckout, priceCheckout } from '../../ordering/checkout-cart.ts';
import { checkoutQuotes } from '../../ordering/checkout-quote.ts';
import { checkoutSubjectOf, orderingApiOf, orRefused } from '../../ordering/checkout-subject.ts';
import { pickupCalendarView } from '../../ordering/pickup-calendar.ts';
import { placeOrder } from '../../ordering/place-order.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_MONTHS = 3;

/** Ordering is for logged-in sessions only (spec §6): every field asks for one. */
export const orderingResolvers: Resolvers = {
  Query: {
    checkoutCart: async (_root, { siteId, paymentModeId }, ctx) => {
      const session = requireSession(ctx);
      const subject = await checkoutSubjectOf(ctx, session, siteId ?? null);
      if (!subject) return null;
      // The ERP quotes the collection fee for the payment on screen; an id that is no number is none.
      const payment = Number(paymentModeId);
      const chosen = Number.isInteger(payment) && payment > 0 ? payment : null;
      return presentCheckout(ctx, subject, await priceCheckout(ctx, subject, chosen));
    },
    pickupDates: async (_root, { from, months }, ctx) => {
      const session = requireSession(ctx);
      if (from && !ISO_DATE.test(from)) throw new GatewayError('BAD_USER_INPUT');
      const calendar = await orRefused(
        orderingApiOf(ctx).pickupCalendar(session.customer?.id ?? session.user.customerId),
      );
      return pickupCalendarView(calendar, new Date(), from ?? null, months ?? DEFAULT_MONTHS);
    },
    addressSuggestions: async (_root, { query }, ctx) => {
      requireSession(ctx);
      return addressSuggestions(ctx, query);
    },
  },
  CheckoutCart: {
    quotes: (cart) =>
      checkoutQuotes(
        cart.pricing,
        cart.receiveOptions.map((o) => o.choice),
        cart.shippingModes.map((m) => Number(m.id)),
      ),
  },
  Mutation: {
    orderPlace: async (_root, { input }, ctx) => placeOrder(ctx, requireSession(ctx), input),
  },
};
