import { PICKUP_HANDLING } from './checkout.ts';

/**
 * The figures of the conditions of sale (ordering-and-backoffice.md §9). The page that quotes
 * them reads this object (and the configured free-shipping threshold, FREE_SHIPPING_AMOUNT, the
 * one the checkout applies: never a figure of its own), and the pickup fee is the very constant a pickup order is charged
 * with, so the text can never promise one figure and the order charge another.
 */
export const SALES_TERMS = {
  /** Italian carrier tariff: first parcel, second, each further one. */
  firstParcel: 12.9,
  secondParcel: 6,
  furtherParcel: 4,
  cashOnDelivery: 2,
  handling: 1,
  pickupHandling: PICKUP_HANDLING,
  /** A pickup not collected within 7 days pays a storage supplement ... */
  storageDays: 7,
  storageSupplement: 10,
  /** ... and after 15 days the order is cancelled with a further charge. */
  cancellationDays: 15,
  cancellationFee: 10,
  bouncedChequeFee: 20,
  bouncedReceiptFee: 10,
  /** Returns and complaints within 8 days; refused returns cost 10 % with a 10 € minimum. */
  returnDays: 8,
  rejectedReturnPercent: 10,
  rejectedReturnMinimum: 10,
  weightTolerancePercent: 5,
  sizeToleranceCm: 2.5,
} as const;

export type SalesTerms = typeof SALES_TERMS;

/** Transport for a number of parcels by the tariff above (the example table of the conditions). */
export function transportForParcels(parcels: number, t: SalesTerms = SALES_TERMS): number {
  if (parcels <= 0) return 0;
  const cents = Math.round(t.firstParcel * 100) +
    (parcels >= 2 ? Math.round(t.secondParcel * 100) : 0) +
    Math.max(parcels - 2, 0) * Math.round(t.furtherParcel * 100);
  return cents / 100;
}
