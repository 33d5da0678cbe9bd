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
}

export interface DocumentLineAmounts {
  /** The unit price printed: net, or VAT-inclusive for an 'i.i.' company. */
  preArt: number;
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
      return { preArt: p.pricesco, totImpArt: net, totIvaArt: vat, totArt: round2(net + vat) };
    });
    const impDoc = round2(lines.reduce((s, l) => s + l.totImpArt, 0) + shippingNet);
    const ivaDoc = round2(impDoc * VAT_RATE);
    return { lines, impDoc, ivaDoc, totDoc: round2(impDoc + ivaDoc) };
  }
  const lines = pieces.map((p) => {
    const gross = round2(p.qty * p.priceIva);
    const { net, vat } = splitGross(gross);
    return { preArt: p.priceIva, totImpArt: net, totIvaArt: vat, totArt: gross };
  });
  const shippingGross = round2(shippingCosts.reduce((s, c) => s + round2(c * (1 + VAT_RATE)), 0));
  const totDoc = round2(lines.reduce((s, l) => s + l.totArt, 0) + shippingGross);
  const impDoc = round2(lines.reduce((s, l) => s + l.totImpArt, 0) + shippingNet);
  return { lines, impDoc, ivaDoc: round2(totDoc - impDoc), totDoc };
}
