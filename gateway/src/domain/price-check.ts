// The checkout's price check (design §5.1): the ERP prices the order, the shop showed its own
// catalogue price; when the two differ the buyer sees both and confirms the ERP's before the
// order is placed. A price that changes again after the confirmation needs a new one.

import { roundHalfUpToCents } from './money.ts';

/** Not quoted by the specification: why an order with unconfirmed changed prices is refused. */
export const PRICES_CHANGED_MESSAGE =
  "I prezzi di alcuni articoli sono cambiati: controlla e conferma i nuovi prezzi prima di inviare l'ordine.";

/** At most one confirmation per cart line (the cart holds at most 100). */
export const MAX_ACCEPTED_PRICES = 100;

export interface PricedCheckoutLine {
  lineId: string;
  articleId: number;
  /** The ERP's unit price for the order (customerPrice of its adjusted cart). */
  erpUnitPrice: number;
  /** The shop's catalogue unit price for the same customer; null when it has none (article gone, prices hidden). */
  catalogueUnitPrice: number | null;
  /** Pieces the order supplies; a line of unavailable pieces only is priced zero and not compared. */
  suppliedPieces: number;
}

export interface PriceChange {
  lineId: string;
  articleId: number;
  previousUnitPrice: number;
  unitPrice: number;
}

/** The unit price the buyer confirmed for a line. */
export interface AcceptedPrice {
  lineId: string;
  unitPrice: number;
}

/** Prices are compared to the cent: a difference below it is no change the buyer can see. */
export function priceChanged(erpUnitPrice: number, catalogueUnitPrice: number | null): boolean {
  if (catalogueUnitPrice === null || !Number.isFinite(catalogueUnitPrice)) return false;
  return roundHalfUpToCents(erpUnitPrice) !== roundHalfUpToCents(catalogueUnitPrice);
}

/** The lines whose ERP price differs from the price the shop showed, in cart order. */
export function priceChanges(lines: readonly PricedCheckoutLine[]): PriceChange[] {
  return lines
    .filter((l) => l.suppliedPieces > 0 && priceChanged(l.erpUnitPrice, l.catalogueUnitPrice))
    .map((l) => ({
      lineId: l.lineId,
      articleId: l.articleId,
      previousUnitPrice: roundHalfUpToCents(l.catalogueUnitPrice ?? 0),
      unitPrice: roundHalfUpToCents(l.erpUnitPrice),
    }));
}

/**
 * The changes the buyer has not confirmed: a line is confirmed only when the buyer accepted
 * exactly the ERP's current price for it, so a price that changed again is asked again.
 */
export function unconfirmedChanges(
  changes: readonly PriceChange[],
  accepted: readonly AcceptedPrice[],
): PriceChange[] {
  const confirmed = new Map(accepted.map((a) => [a.lineId, roundHalfUpToCents(a.unitPrice)]));
  return changes.filter((c) => confirmed.get(c.lineId) !== c.unitPrice);
}
