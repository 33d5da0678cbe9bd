import { describe, expect, it } from 'vitest';
import type { AdjustedLine } from './adjust.ts';
import { freeShippingApplies, orderGoods, quotedShipping } from './shipping-quote.ts';

const line = (pricesco: number, qtyOK: number, qtyArr = 0, qtyNO = 0): AdjustedLine => ({
  id: 'x', idArt: 1, qty: qtyOK + qtyArr + qtyNO, qtyOK, qtyArr, qtyPre: 0, qtyNO,
  sco1: 0, sco2: 0, sco3: 0, sco4: 0, tipoSconto: 2, priceNoSco: pricesco, pricesco, priceIva: 0, discountBase: pricesco,
});

describe('freeShippingApplies', () => {
  it.each([
    // CL001's 675,38 € and CL002's 4.892,73 € of goods were charged under the message.
    [675.38, 390, true],
    [4892.73, 390, true],
    [390, 390, true],
    [389.99, 390, false],
    [0, 390, false],
    [675.38, 0, false],
    [675.38, 1000, false],
  ])('goods %s, threshold %s → %s', (goods, threshold, expected) => {
    expect(freeShippingApplies(goods, threshold)).toBe(expected);
  });
});

describe('orderGoods', () => {
  it('sums the supplied pieces of each line, rounded per line; unavailable pieces are not goods', () => {
    expect(orderGoods([line(6.755, 2), line(10, 1, 2, 5)])).toBe(43.51);
  });
});

describe('quotedShipping', () => {
  const zero = { totSpeTra1: 0, totSpeInc1: 0, totSpeImb1: 0, totSpeTra2: 0, totSpeInc2: 0, totSpeImb2: 0 };
  it.each([
    ['under the threshold: the tariff (12,90 € transport, 1,00 € handling)', [line(10, 20)], false, 390,
      { ...zero, totSpeTra1: 12.9, totSpeImb1: 1 }],
    ['under it, cash on delivery, split: both shipments charged', [line(10, 20, 5)], true, 390,
      { totSpeTra1: 12.9, totSpeInc1: 2, totSpeImb1: 1, totSpeTra2: 12.9, totSpeInc2: 2, totSpeImb2: 1 }],
    ['675,38 € of goods: both shipments free', [line(6.7538, 90, 10)], true, 390, zero],
    ['160 pieces under the threshold: 4 parcels, 12,90 + 6,00 + 4,00 + 4,00', [line(1, 160)], false, 390,
      { ...zero, totSpeTra1: 26.9, totSpeImb1: 1 }],
    ['no threshold: always charged', [line(100, 10)], false, 0, { ...zero, totSpeTra1: 12.9, totSpeImb1: 1 }],
  ] as const)('%s', (_name, lines, cod, threshold, expected) => {
    expect(quotedShipping(lines, cod, threshold)).toEqual(expected);
  });
});
