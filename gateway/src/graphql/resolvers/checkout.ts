import { servedCustomerId } from '../../session/viewer.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { GatewayError } from '../errors.ts';
import { requireSession } from '../guards.ts';
import { addressSuggestions } from '../../checkout/address-suggestions.ts';
import { presentCheckout, priceCheckout } from '../../checkout/checkout-cart.ts';
import { checkoutQuotes } from '../../checkout/checkout-quote.ts';
import { checkoutSubjectOf } from '../../checkout/checkout-subject.ts';
import { readOrForbidden } from '../../context/service-error.ts';
import { pickupCalendarView } from '../../checkout/pickup-calendar.ts';
import { placeOrder } from '../../checkout/place-order.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_MONTHS = 3;

/** Checkout is for logged-in sessions only (spec §6): every field asks for one. */
export const checkoutResolvers: Resolvers = {
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
      const calendar = readOrForbidden(
        await ctx.tenant.erp.checkout.pickupCalendar(servedCustomerId(session) ?? 0),
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
