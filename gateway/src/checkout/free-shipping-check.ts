import type { FreeShippingView } from '../cart/cart-view-model.ts';
import type { ServiceLogger } from '../context/service-logger.ts';
import type { FreeShippingGap } from '../domain/cart.ts';
import type { CarrierTariff } from '../domain/checkout.ts';
import { checkoutFreeShipping, freeShippingDisagreement, quotedFree } from '../domain/free-shipping.ts';
import { toMoney } from '../domain/money.ts';

/**
 * The checkout's free-shipping notice from the ERP's quote (the authority), cross-checked with
 * the shop's own threshold: a disagreement means the two are configured apart, and is logged
 * for whoever runs the shop, as a changed price is.
 */
export function checkoutNotice(
  log: ServiceLogger,
  goods: number,
  tariff: CarrierTariff,
  threshold: number,
): FreeShippingGap | null {
  const erpFree = quotedFree(goods, tariff);
  const disagreement = freeShippingDisagreement(goods, threshold, erpFree);
  if (disagreement) log.warn(disagreement, 'free shipping differs from the upstream quote');
  return checkoutFreeShipping(goods, threshold, erpFree);
}

/** The notice as the API shows it. */
export const freeShippingMoney = (notice: FreeShippingGap, threshold: number): FreeShippingView => ({
  threshold: toMoney(threshold),
  gap: toMoney(notice.gap),
  reached: notice.reached,
  message: notice.text,
});
