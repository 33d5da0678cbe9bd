// Free shipping at checkout (design §5.5). The ERP applies the threshold to the shipping it
// quotes and is the authority: the checkout promises 'spedizione gratuita' only when that quote
// is 0, never from its own reading of the threshold (the issue: the message beside 'Spedizione
// 13,90 €'). The gateway's own reading is a cross-check: a disagreement is flagged, as a price is.

import { freeShippingGap, type FreeShippingGap } from './cart.ts';
import { shipmentTotal, type CarrierTariff } from './checkout.ts';

/** The ERP quoted the order's shipment as free: goods to ship and nothing charged for them. */
export function quotedFree(goods: number, tariff: CarrierTariff): boolean {
  return goods > 0 && shipmentTotal(tariff.first) === 0 && shipmentTotal(tariff.second) === 0;
}

/**
 * The checkout's notice: none without a threshold; 'Complimenti! …' when the ERP quoted the
 * shipping free; else 'Aggiungi altri X € …' while the goods are under the threshold; and nothing
 * when the goods reach the threshold but the ERP still charges (no promise it does not keep).
 */
export function checkoutFreeShipping(goods: number, threshold: number, erpFree: boolean): FreeShippingGap | null {
  const notice = freeShippingGap(goods, threshold);
  if (!notice) return null;
  if (erpFree) return freeShippingGap(threshold, threshold);
  return notice.reached ? null : notice;
}

/**
 * The notice for one combination of choices: the order's notice, except that a free order's
 * message is shown only when this combination's shipping is 0 (a pickup on site still pays its
 * handling fee: no 'free shipping' beside a charge).
 */
export function quoteFreeShipping(notice: FreeShippingGap | null, quotedShipping: number): FreeShippingGap | null {
  if (!notice) return null;
  return notice.reached && quotedShipping > 0 ? null : notice;
}

export interface FreeShippingDisagreement {
  goods: number;
  threshold: number;
  /** What the shop's configured threshold says. */
  expectedFree: boolean;
  /** What the ERP quoted. */
  quotedFree: boolean;
}

/** The shop's threshold and the ERP's quote disagree (one of the two is configured otherwise). */
export function freeShippingDisagreement(
  goods: number,
  threshold: number,
  erpFree: boolean,
): FreeShippingDisagreement | null {
  const expectedFree = threshold > 0 && freeShippingGap(goods, threshold)?.reached === true;
  return expectedFree === erpFree ? null : { goods, threshold, expectedFree, quotedFree: erpFree };
}
