// The amounts of an order's document. A company that sells at net prices charges VAT on the
// taxable total; a company that shows VAT-inclusive prices ('i.i.', company 2) bills what it
// showed: each line at its priceIva, split into net and VAT, never VAT added to an 'i.i.' figure
// (the issue: 79,00 € 'i.i.' of goods became 96,38 € plus shipping with VAT on top).

import { round2, VAT_RATE } from './adjust.ts';

export interface PricedPieces {
  /** Pieces supplied (available, arriving, to reserve). */
  qty: number;
  /** Net unit price. */
  pricesco: number;
  /** VAT-inclusive unit price, as the 'i.i.' company showed it. */
  priceIva: number;
  /** The net price the percents were taken from; null for a fixed price (unit-price.ts). */
  discountBase: number | null;
  /** The percents applied (S1, S2, the condition's), 0 when not applied. */
  sco: readonly number[];
}

export interface DocumentLineAmounts {
  /**
   * The price the line's discounts start from, printed as the company prints prices (net, or
   * 'i.i.'); the net price itself when no discount applies.
   */
  preArt: number;
  /** The percents as applied, in order (S1, S2, the condition's); empty when none. */
  discounts: number[];
  /** The unit price charged: preArt less each discount, rounded to the cent. */
  preNetArt: number;
  totImpArt: number;
  totIvaArt: number;
  totArt: number;
}

export interface DocumentAmounts {
  lines: DocumentLineAmounts[];
  impDoc: number;
  ivaDoc: number;
  totDoc: number;
}

/**
 * The discounts of a line as printed: a list price and its percents only when they lead to the
 * net price to the cent (so that each printed row adds up); otherwise the net price alone.
 */
export function printedDiscounts(
  net: number,
  discountBase: number | null,
  sco: readonly number[],
  vatInclusive: boolean,
): { preArt: number; discounts: number[] } {
  const discounts = sco.filter((p) => p > 0);
  if (discountBase === null || discountBase <= 0 || discounts.length === 0) return { preArt: net, discounts: [] };
  const list = vatInclusive ? round2(discountBase * (1 + VAT_RATE)) : round2(discountBase);
  const reached = round2(discounts.reduce((p, s) => p * (1 - s / 100), list));
  return reached === net && list > net ? { preArt: list, discounts } : { preArt: net, discounts: [] };
}

/** A VAT-inclusive figure split into its net and VAT, so that the two add up to it exactly. */
export function splitGross(gross: number): { net: number; vat: number } {
  const net = round2(gross / (1 + VAT_RATE));
  return { net, vat: round2(gross - net) };
}

/**
 * Lines, taxable, VAT and total. `shippingCosts` are the order's net cost amounts (transport,
 * collection, handling of each shipment); an 'i.i.' company showed each with its VAT.
 */
export function documentAmounts(
  pieces: readonly PricedPieces[],
  shippingCosts: readonly number[],
  vatInclusive: boolean,
): DocumentAmounts {
  const shippingNet = round2(shippingCosts.reduce((s, c) => s + c, 0));
  if (!vatInclusive) {
    const lines = pieces.map((p) => {
      const net = round2(p.qty * p.pricesco);
      const vat = round2(net * VAT_RATE);
      const shown = printedDiscounts(p.pricesco, p.discountBase, p.sco, false);
      return { ...shown, preNetArt: p.pricesco, totImpArt: net, totIvaArt: vat, totArt: round2(net + vat) };
    });
    const impDoc = round2(lines.reduce((s, l) => s + l.totImpArt, 0) + shippingNet);
    const ivaDoc = round2(impDoc * VAT_RATE);
    return { lines, impDoc, ivaDoc, totDoc: round2(impDoc + ivaDoc) };
  }
  const lines = pieces.map((p) => {
    const gross = round2(p.qty * p.priceIva);
    const { net, vat } = splitGross(gross);
    const shown = printedDiscounts(p.priceIva, p.discountBase, p.sco, true);
    return { ...shown, preNetArt: p.priceIva, totImpArt: net, totIvaArt: vat, totArt: gross };
  });
  const shippingGross = round2(shippingCosts.reduce((s, c) => s + round2(c * (1 + VAT_RATE)), 0));
  const totDoc = round2(lines.reduce((s, l) => s + l.totArt, 0) + shippingGross);
  const impDoc = round2(lines.reduce((s, l) => s + l.totImpArt, 0) + shippingNet);
  return { lines, impDoc, ivaDoc: round2(totDoc - impDoc), totDoc };
}

/** The order's charges by kind, both shipments together: TotSpeTra, TotSpeInc, TotSpeImb of 1 and 2. */
export interface ChargesByShipment {
  TotSpeTra1: number;
  TotSpeInc1: number;
  TotSpeImb1: number;
  TotSpeTra2: number;
  TotSpeInc2: number;
  TotSpeImb2: number;
}

/**
 * Transport, collection (cash on delivery) and handling as a document prints them: the two
 * shipments summed, each amount net or, for an 'i.i.' company, with its VAT rounded per amount
 * (as documentAmounts totals them), so that goods plus these make the printed total exactly.
 */
export function printedCharges(c: ChargesByShipment, vatInclusive: boolean) {
  const shown = (n: number) => (vatInclusive ? round2(n * (1 + VAT_RATE)) : n);
  return {
    transport: round2(shown(c.TotSpeTra1) + shown(c.TotSpeTra2)),
    cashOnDelivery: round2(shown(c.TotSpeInc1) + shown(c.TotSpeInc2)),
    handling: round2(shown(c.TotSpeImb1) + shown(c.TotSpeImb2)),
  };
}
