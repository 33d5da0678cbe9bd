import {
  needsSecondShipment,
  orderQuote,
  shipmentCosts,
  shipmentTotal,
  type CarrierTariff,
  type ReceiveChoice,
  type ShipmentCost,
} from '../domain/checkout.ts';
import type { FreeShippingGap } from '../domain/cart.ts';
import { quoteFreeShipping } from '../domain/free-shipping.ts';
import type { AmountReading } from '../domain/vat-inclusive.ts';
import { toMoney } from '../domain/money.ts';
import { freeShippingMoney } from './free-shipping-check.ts';
import type { FreeShippingView } from '../cart/cart-view-model.ts';
import type { Money } from '../domain/money.ts';

/** A shipment's costs, each rounded to cents. */
export interface ShippingCostView {
  transport: Money;
  cashOnDelivery: Money;
  handling: Money;
  total: Money;
}

/** The order's costs for one combination of receive option and delivery modes. */
export interface CheckoutQuote {
  receiveChoice: ReceiveChoice;
  shippingModeId: string;
  secondShippingModeId: string | null;
  shipments: ShippingCostView[];
  goods: Money;
  shipping: Money;
  total: Money;
  freeShipping: FreeShippingView | null;
}

/** A shipment's costs as the API shows them. */
export const shippingCostMoney = (c: ShipmentCost): ShippingCostView => ({
  transport: toMoney(c.transport),
  cashOnDelivery: toMoney(c.cashOnDelivery),
  handling: toMoney(c.handling),
  total: toMoney(shipmentTotal(c)),
});

export interface QuotePricing {
  goods: number;
  tariff: CarrierTariff;
  /** The order's free-shipping notice (from the ERP's quote). */
  notice: FreeShippingGap | null;
  threshold: number;
  /** How the tenant shows amounts: `goods` already so, the tariff's costs shown with it. */
  reading: AmountReading;
}

/** The order's costs for one combination of choices: one shipment, or two when split on arrival. */
function quoteOf(
  { goods, tariff, notice, threshold, reading }: QuotePricing,
  choice: ReceiveChoice,
  mode: number,
  second: number | null,
): CheckoutQuote {
  const billed = shipmentCosts(tariff, choice, mode, second)
    .slice(0, second === null ? 1 : 2)
    .map((c) => reading.cost(c));
  const quote = orderQuote(goods, billed);
  const free = quoteFreeShipping(notice, quote.shipping);
  return {
    receiveChoice: choice,
    shippingModeId: String(mode),
    secondShippingModeId: second === null ? null : String(second),
    shipments: billed.map(shippingCostMoney),
    goods: toMoney(quote.goods),
    shipping: toMoney(quote.shipping),
    total: toMoney(quote.total),
    freeShipping: free ? freeShippingMoney(free, threshold) : null,
  };
}

/**
 * Every combination of the offered receive options and delivery modes (a few dozen), so that the
 * page shows totals the gateway computed without asking again at every change. Whether a
 * combination is allowed is decided when the order is placed.
 */
export function checkoutQuotes(
  pricing: QuotePricing | null,
  choices: readonly ReceiveChoice[],
  modeIds: readonly number[],
): CheckoutQuote[] {
  if (!pricing) return [];
  return choices.flatMap((choice) =>
    modeIds.flatMap((mode) =>
      needsSecondShipment(choice)
        ? modeIds.map((second) => quoteOf(pricing, choice, mode, second))
        : [quoteOf(pricing, choice, mode, null)],
    ),
  );
}
