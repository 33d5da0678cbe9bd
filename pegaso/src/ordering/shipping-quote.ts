// The shipping the ERP quotes for an order (getWebAppAdjustCart): the carrier tariff by parcels
// (adjust.ts), waived whole when the order's goods reach the company's free-shipping threshold.
// The ERP is the authority on what an order costs: the shop shows 'spedizione gratuita' only
// when this quote is 0, so the promise and the charge come from one rule.

import { orderShippingCosts, round2, type AdjustedLine } from './adjust.ts';

/** Goods of the order, VAT excluded: each line's supplied pieces at its price, rounded, then summed. */
export function orderGoods(lines: readonly AdjustedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + round2((l.qtyOK + l.qtyArr + l.qtyPre) * l.pricesco), 0));
}

/** Free shipping from `threshold` euro of goods (taxable); a threshold of 0 offers none. */
export function freeShippingApplies(goods: number, threshold: number): boolean {
  return threshold > 0 && round2(goods) >= threshold;
}

/**
 * The order's shipments as quoted: transport, collection (cash on delivery) and handling of
 * shipment 1 (everything) and shipment 2 (the pieces not available now, when split), all 0
 * when the goods reach the threshold: 'spedizione gratuita' is the whole shipment, both of them.
 */
export function quotedShipping(lines: readonly AdjustedLine[], cashOnDelivery: boolean, threshold: number) {
  const costs = orderShippingCosts(lines, cashOnDelivery);
  if (!freeShippingApplies(orderGoods(lines), threshold)) return costs;
  return { totSpeTra1: 0, totSpeInc1: 0, totSpeImb1: 0, totSpeTra2: 0, totSpeInc2: 0, totSpeImb2: 0 };
}
