import {
  needsSecondShipment,
  orderQuote,
  shipmentCosts,
  shipmentTotal,
  type CarrierTariff,
  type ReceiveChoice,
  type ShipmentCost,
} from '../domain/checkout.ts';
import { toMoney } from '../domain/money.ts';
import type { CheckoutQuote } from '../graphql/generated/resolvers.ts';

/** A shipment's costs as the API shows them. */
export const shippingCostMoney = (c: ShipmentCost) => ({
  transport: toMoney(c.transport),
  cashOnDelivery: toMoney(c.cashOnDelivery),
  handling: toMoney(c.handling),
  total: toMoney(shipmentTotal(c)),
});

/** The order's costs for one combination of choices: one shipment, or two when split on arrival. */
function quoteOf(
  goods: number,
  tariff: CarrierTariff,
  choice: ReceiveChoice,
  mode: number,
  second: number | null,
): CheckoutQuote {
  const billed = shipmentCosts(tariff, choice, mode, second).slice(0, second === null ? 1 : 2);
  const quote = orderQuote(goods, billed);
  return {
    receiveChoice: choice,
    shippingModeId: String(mode),
    secondShippingModeId: second === null ? null : String(second),
    shipments: billed.map(shippingCostMoney),
    goods: toMoney(quote.goods),
    shipping: toMoney(quote.shipping),
    total: toMoney(quote.total),
  };
}

/**
 * Every combination of the offered receive options and delivery modes (a few dozen), so that the
 * page shows totals the gateway computed without asking again at every change. Whether a
 * combination is allowed is decided when the order is placed.
 */
export function checkoutQuotes(
  pricing: { goods: number; tariff: CarrierTariff } | null,
  choices: readonly ReceiveChoice[],
  modeIds: readonly number[],
): CheckoutQuote[] {
  if (!pricing) return [];
  return choices.flatMap((choice) =>
    modeIds.flatMap((mode) =>
      needsSecondShipment(choice)
        ? modeIds.map((second) => quoteOf(pricing.goods, pricing.tariff, choice, mode, second))
        : [quoteOf(pricing.goods, pricing.tariff, choice, mode, null)],
    ),
  );
}
