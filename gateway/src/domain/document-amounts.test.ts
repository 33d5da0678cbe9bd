import { describe, expect, it } from 'vitest';
import { documentAmounts, documentLineAmounts, type DocumentInput, type DocumentLineInput } from './document-amounts.ts';

const c = (n: number) => Math.round(n * 100);
const line = (over: Partial<DocumentLineInput>): DocumentLineInput => ({
  quantity: 1,
  price: 0,
  discounts: [],
  netPrice: null,
  taxable: 0,
  total: 0,
  ...over,
});
const none = { transport: [0, 0], cashOnDelivery: [0, 0], handling: [0, 0] };

describe('documentAmounts: every amount that makes the total, adding up to the cent', () => {
  // CL002's order of the issue: 74,60 € of lines; 12,90 € transport, 2,00 € cash on delivery,
  // 1,00 € handling (the 15,90 € not itemised); taxable 90,50 €.
  const cl002Lines = [
    line({ quantity: 10, price: 4.9, discounts: [10, 5], netPrice: 4.19, taxable: 41.9, total: 51.12 }),
    line({ quantity: 6, price: 6.38, discounts: [10, 5], netPrice: 5.45, taxable: 32.7, total: 39.89 }),
  ];
  const cases: Array<[string, DocumentInput, Record<string, number>]> = [
    [
      "CL002's order: goods, transport, collection and handling make the taxable",
      {
        lines: cl002Lines,
        charges: { transport: [12.9, 0], cashOnDelivery: [2, 0], handling: [1, 0] },
        taxable: 90.5,
        vat: 19.91,
        total: 110.41,
        vatInclusive: false,
      },
      { goods: 74.6, shipping: 12.9, collectionFee: 2, packingFee: 1, otherCharges: 0, taxable: 90.5, vat: 19.91, total: 110.41 },
    ],
    [
      'a split order: both shipments charged, summed by kind',
      {
        lines: cl002Lines,
        charges: { transport: [12.9, 12.9], cashOnDelivery: [2, 2], handling: [1, 1] },
        taxable: 106.4,
        vat: 23.41,
        total: 129.81,
        vatInclusive: false,
      },
      { goods: 74.6, shipping: 25.8, collectionFee: 4, packingFee: 2, otherCharges: 0, taxable: 106.4, vat: 23.41, total: 129.81 },
    ],
    [
      'pickup on site: only its handling fee',
      {
        lines: cl002Lines,
        charges: { transport: [0, 0], cashOnDelivery: [0, 0], handling: [2, 0] },
        taxable: 76.6,
        vat: 16.85,
        total: 93.45,
        vatInclusive: false,
      },
      { goods: 74.6, shipping: 0, collectionFee: 0, packingFee: 2, otherCharges: 0, taxable: 76.6, vat: 16.85, total: 93.45 },
    ],
    [
      'a document that does not itemise its charges: the rest is shown as other charges',
      { lines: cl002Lines, charges: none, taxable: 90.5, vat: 19.91, total: 110.41, vatInclusive: false },
      { goods: 74.6, shipping: 0, collectionFee: 0, packingFee: 0, otherCharges: 15.9, taxable: 90.5, vat: 19.91, total: 110.41 },
    ],
    [
      "company 2 ('i.i.'): 79,00 € of goods, charges with their VAT, the total split into taxable and VAT",
      {
        lines: [line({ quantity: 20, price: 3.95, netPrice: 3.95, taxable: 64.75, total: 79 })],
        charges: { transport: [12.9, 0], cashOnDelivery: [0, 0], handling: [1, 0] },
        taxable: 78.65,
        vat: 17.31,
        total: 95.96,
        vatInclusive: true,
      },
      { goods: 79, shipping: 15.74, collectionFee: 0, packingFee: 1.22, otherCharges: 0, taxable: 78.65, vat: 17.31, total: 95.96 },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const a = documentAmounts(input);
    expect({
      goods: a.goods,
      shipping: a.shipping,
      collectionFee: a.collectionFee,
      packingFee: a.packingFee,
      otherCharges: a.otherCharges,
      taxable: a.taxable,
      vat: a.vat,
      total: a.total,
    }).toEqual(expected);
    // The lines make the goods; goods and charges the taxable ('i.i.': the total); taxable and VAT the total.
    expect(a.lines.reduce((s, l) => s + c(l.amount), 0)).toBe(c(a.goods));
    const charged = c(a.goods) + c(a.shipping) + c(a.collectionFee) + c(a.packingFee) + c(a.otherCharges);
    expect(charged).toBe(c(input.vatInclusive ? a.total : a.taxable));
    expect(c(a.taxable) + c(a.vat)).toBe(c(a.total));
    // Each row: quantity × net price = amount.
    input.lines.forEach((l, i) => expect(c(l.quantity * a.lines[i]!.netPrice)).toBe(c(a.lines[i]!.amount)));
  });
});

describe('documentLineAmounts: the discounts as applied, only where the row adds up', () => {
  it.each([
    [
      "S1 10 % and S2 5 %: the base price, '10+5', the net price",
      line({ quantity: 10, price: 4.9, discounts: [10, 5], netPrice: 4.19, taxable: 41.9 }),
      false,
      { listPrice: 4.9, discounts: [10, 5], netPrice: 4.19, amount: 41.9 },
    ],
    [
      'a document that does not state its net price: the price less its discount',
      line({ quantity: 3, price: 10, discounts: [10], taxable: 27 }),
      false,
      { listPrice: 10, discounts: [10], netPrice: 9, amount: 27 },
    ],
    [
      // The issue: 'Sc. %' said 10 while the amount was quantity × the price printed.
      'a percent that does not lead to the price charged is not shown',
      line({ quantity: 2, price: 4.19, discounts: [10], netPrice: 4.19, taxable: 8.38 }),
      false,
      { listPrice: 4.19, discounts: [], netPrice: 4.19, amount: 8.38 },
    ],
    [
      "'i.i.': the amount is the VAT-inclusive one",
      line({ quantity: 20, price: 3.95, netPrice: 3.95, taxable: 64.75, total: 79 }),
      true,
      { listPrice: 3.95, discounts: [], netPrice: 3.95, amount: 79 },
    ],
  ] as const)('%s', (_name, l, inclusive, expected) => {
    expect(documentLineAmounts(l, inclusive)).toEqual(expected);
  });
});
