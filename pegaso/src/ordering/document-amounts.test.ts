import { describe, expect, it } from 'vitest';
import { documentAmounts, splitGross } from './document-amounts.ts';

describe('splitGross', () => {
  it.each([
    [3.95, 3.24, 0.71],
    [79, 64.75, 14.25],
    [15.74, 12.9, 2.84],
    [0, 0, 0],
  ])('%s i.i. = %s net + %s VAT', (gross, net, vat) => {
    expect(splitGross(gross)).toEqual({ net, vat });
    expect(Math.round((net + vat) * 100) / 100).toBe(gross);
  });
});

describe('documentAmounts', () => {
  // 20 pieces at '3,95 € i.i.' (net 3,24 €): the 79,00 € of goods, 12,90 + 1,00 € of shipping.
  const pieces = [{ qty: 20, pricesco: 3.24, priceIva: 3.95 }];
  it.each([
    [
      'company 2 (i.i.): the total is what the checkout showed, 79,00 + 15,74 + 1,22',
      true,
      { lines: [{ preArt: 3.95, totImpArt: 64.75, totIvaArt: 14.25, totArt: 79 }], impDoc: 78.65, ivaDoc: 17.31, totDoc: 95.96 },
    ],
    [
      'a net company: VAT on the taxable total',
      false,
      { lines: [{ preArt: 3.24, totImpArt: 64.8, totIvaArt: 14.26, totArt: 79.06 }], impDoc: 78.7, ivaDoc: 17.31, totDoc: 96.01 },
    ],
  ] as const)('%s', (_name, inclusive, expected) => {
    const amounts = documentAmounts(pieces, [12.9, 0, 1, 0, 0, 0], inclusive);
    expect(amounts).toEqual(expected);
    expect(Math.round((amounts.impDoc + amounts.ivaDoc) * 100) / 100).toBe(amounts.totDoc);
  });

  it('an i.i. order never gets VAT added to its i.i. figures', () => {
    const amounts = documentAmounts(pieces, [0, 0, 0, 0, 0, 0], true);
    expect(amounts.totDoc).toBe(79);
    expect(amounts.impDoc + amounts.ivaDoc).toBeCloseTo(79, 2);
  });
});
