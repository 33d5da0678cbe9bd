import { describe, expect, it } from 'vitest';
import { documentAmounts, printedCharges, printedDiscounts, splitGross } from './document-amounts.ts';

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
  const pieces = [{ qty: 20, pricesco: 3.24, priceIva: 3.95, discountBase: null, sco: [] }];
  it.each([
    [
      'company 2 (i.i.): the total is what the checkout showed, 79,00 + 15,74 + 1,22',
      true,
      {
        lines: [{ preArt: 3.95, discounts: [], preNetArt: 3.95, totImpArt: 64.75, totIvaArt: 14.25, totArt: 79 }],
        impDoc: 78.65,
        ivaDoc: 17.31,
        totDoc: 95.96,
      },
    ],
    [
      'a net company: VAT on the taxable total',
      false,
      {
        lines: [{ preArt: 3.24, discounts: [], preNetArt: 3.24, totImpArt: 64.8, totIvaArt: 14.26, totArt: 79.06 }],
        impDoc: 78.7,
        ivaDoc: 17.31,
        totDoc: 96.01,
      },
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

  it("CL002 (S1 10 %, S2 5 %): the line prints the base price, '10+5' and the net price it charged", () => {
    // Base 4,90: 4,90 × 0,90 × 0,95 = 4,1895, charged 4,19 a piece.
    const [line] = documentAmounts(
      [{ qty: 10, pricesco: 4.19, priceIva: 5.11, discountBase: 4.9, sco: [10, 5, 0] }],
      [],
      false,
    ).lines;
    expect(line).toEqual({ preArt: 4.9, discounts: [10, 5], preNetArt: 4.19, totImpArt: 41.9, totIvaArt: 9.22, totArt: 51.12 });
  });
});

describe('printedDiscounts: a row prints its discounts only when they lead to its net price', () => {
  it.each([
    ['S1 and S2 from the base', 4.19, 4.9, [10, 5, 0], false, { preArt: 4.9, discounts: [10, 5] }],
    ['a fixed price (customer, condition or last price): no discount', 3.5, null, [0, 0, 0], false, { preArt: 3.5, discounts: [] }],
    ['no percent: the net price alone', 4.9, 4.9, [0, 0, 0], false, { preArt: 4.9, discounts: [] }],
    ["'i.i.': the base with its VAT, less 10 %: 5,98 × 0,9 = 5,38", 5.38, 4.9, [10, 0, 0], true, { preArt: 5.98, discounts: [10] }],
    ['a base that does not reach the net price to the cent: the net price alone', 4.2, 4.9, [10, 5, 0], false, { preArt: 4.2, discounts: [] }],
  ] as const)('%s', (_name, net, base, sco, inclusive, expected) => {
    expect(printedDiscounts(net, base, sco, inclusive)).toEqual(expected);
  });
});

describe('printedCharges', () => {
  const charges = { TotSpeTra1: 12.9, TotSpeInc1: 2, TotSpeImb1: 1, TotSpeTra2: 12.9, TotSpeInc2: 2, TotSpeImb2: 1 };
  it.each([
    ['net: both shipments summed by kind', false, { transport: 25.8, cashOnDelivery: 4, handling: 2 }],
    ["'i.i.': each amount with its VAT, then summed", true, { transport: 31.48, cashOnDelivery: 4.88, handling: 2.44 }],
  ] as const)('%s', (_name, inclusive, expected) => {
    expect(printedCharges(charges, inclusive)).toEqual(expected);
  });
});
