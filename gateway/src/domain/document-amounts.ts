// What a document shows so that it adds up (issue: lines summed to 74,60 €, 'Imponibile' said
// 90,50 € and 15,90 € of charges were nowhere): every amount that makes its total — the goods
// (the lines' sum), transport, cash-on-delivery collection, packing and handling, then taxable,
// VAT and total — and each line's discounts as applied beside the net price it was charged.
//
// The rows read: list price, discounts ('10+5'), net price, amount; the list price less each
// discount is the net price to the cent, and the quantity times the net price is the amount. A
// line whose discounts do not lead to its net price shows the net price alone, never a percent
// that the amount does not reflect.
//
// A net company: goods + charges = taxable, taxable + VAT = total. A VAT-inclusive company
// ('i.i.', DESIGN §5.1 step 6): lines and charges with their VAT, goods + charges = total, and
// the total split into taxable and VAT. Charges the ERP does not itemise are shown as the
// difference ('otherCharges'), so the figures still add up for a reader.

import { roundHalfUpToCents as cents } from './money.ts';
import { withVat } from './vat-inclusive.ts';

export interface DocumentLineInput {
  quantity: number;
  /** The price the discounts start from (the ERP's preArt). */
  price: number;
  /** The discounts as applied, in order, zeros left out. */
  discounts: readonly number[];
  /** The net unit price, when the ERP says it. */
  netPrice: number | null;
  /** The line's net amount and its VAT-inclusive amount (totImpArt, totArt). */
  taxable: number;
  total: number;
}

/** Charges per shipment [first, second], net. */
export interface DocumentCharges {
  transport: readonly number[];
  cashOnDelivery: readonly number[];
  handling: readonly number[];
}

export interface DocumentInput {
  lines: readonly DocumentLineInput[];
  charges: DocumentCharges;
  taxable: number;
  vat: number;
  total: number;
  vatInclusive: boolean;
}

export interface DocumentLineAmounts {
  listPrice: number;
  discounts: number[];
  netPrice: number;
  amount: number;
}

export interface DocumentAmounts {
  vatInclusive: boolean;
  lines: DocumentLineAmounts[];
  goods: number;
  shipping: number;
  collectionFee: number;
  packingFee: number;
  /** What the taxable (or, 'i.i.', the total) holds beyond the goods and the itemised charges. */
  otherCharges: number;
  taxable: number;
  vat: number;
  total: number;
}

const lessDiscounts = (price: number, discounts: readonly number[]) =>
  cents(discounts.reduce((p, d) => p * (1 - d / 100), price));

export function documentLineAmounts(l: DocumentLineInput, vatInclusive: boolean): DocumentLineAmounts {
  const discounts = l.discounts.filter((d) => d > 0);
  const netPrice = l.netPrice ?? lessDiscounts(l.price, discounts);
  const amount = vatInclusive ? l.total : l.taxable;
  const shown = discounts.length > 0 && l.price > netPrice && lessDiscounts(l.price, discounts) === netPrice;
  return shown
    ? { listPrice: l.price, discounts, netPrice, amount }
    : { listPrice: netPrice, discounts: [], netPrice, amount };
}

export function documentAmounts(d: DocumentInput): DocumentAmounts {
  const lines = d.lines.map((l) => documentLineAmounts(l, d.vatInclusive));
  // Each charge as the company shows it ('i.i.': with its VAT, per amount), both shipments summed.
  const charge = (amounts: readonly number[]) =>
    cents(amounts.reduce((s, n) => s + (d.vatInclusive ? withVat(n) : n), 0));
  const goods = cents(lines.reduce((s, l) => s + l.amount, 0));
  const shipping = charge(d.charges.transport);
  const collectionFee = charge(d.charges.cashOnDelivery);
  const packingFee = charge(d.charges.handling);
  const itemised = cents(goods + shipping + collectionFee + packingFee);
  const otherCharges = cents((d.vatInclusive ? d.total : d.taxable) - itemised);
  return {
    vatInclusive: d.vatInclusive,
    lines,
    goods,
    shipping,
    collectionFee,
    packingFee,
    otherCharges,
    taxable: d.taxable,
    vat: d.vat,
    total: d.total,
  };
}
