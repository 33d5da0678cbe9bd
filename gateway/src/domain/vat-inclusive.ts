// Company 2 shows its prices VAT-inclusive, marked 'i.i.' (design §5.1 step 6): the ERP's
// VAT-inclusive price, net x (1 + VAT rate) from the net price rounded to cents, so that the shop's figure
// and the ERP's are the same cent. Its cart and checkout totals read the same way (lines at the
// 'i.i.' price, shipping with its VAT), and VAT is never added to an 'i.i.' figure.

import { roundHalfUpToCents } from './money.ts';
import type { ShipmentCost } from './checkout.ts';

/** Italian standard VAT, the rate of the ERP's VAT-inclusive prices and of its documents. */
export const VAT_RATE = 0.22;

/** The 'i.i.' figure of a net amount: the net rounded to cents, then with VAT, rounded once more. */
export function withVat(net: number): number {
  return roundHalfUpToCents(roundHalfUpToCents(net) * (1 + VAT_RATE));
}

/** A shipment's costs as a VAT-inclusive company shows them: each amount with its VAT. */
export function shipmentWithVat(c: ShipmentCost): ShipmentCost {
  return { transport: withVat(c.transport), cashOnDelivery: withVat(c.cashOnDelivery), handling: withVat(c.handling) };
}

/**
 * How a company reads its amounts: net (VAT excluded, the default), or VAT-inclusive. `unit`
 * picks the ERP's figure of a line (customerPrice or priceWithVat), `cost` shows a shipping cost.
 */
export interface AmountReading {
  vatInclusive: boolean;
  unit(line: { customerPrice: number; priceWithVat: number }): number;
  /** A net amount as the company shows it. */
  amount(net: number): number;
  cost(c: ShipmentCost): ShipmentCost;
}

export function amountReading(vatInclusive: boolean): AmountReading {
  return {
    vatInclusive,
    unit: (l) => (vatInclusive ? l.priceWithVat : l.customerPrice),
    amount: (net) => (vatInclusive ? withVat(net) : net),
    cost: (c) => (vatInclusive ? shipmentWithVat(c) : c),
  };
}
