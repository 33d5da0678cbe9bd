import { describe, expect, it } from 'vitest';
import {
  arrivalsText,
  availabilityText,
  effectiveStock,
  freeArrivals,
  isSizeUnavailable,
  orderableQuantity,
  promoSizesOnly,
  visibleSizes,
  visibleVariations,
} from './availability.ts';

describe('effectiveStock', () => {
  it.each([
    [5, null, 5],
    [null, null, 0],
    [null, 9999, 9999],
    [-2, 9999, -2],
    [0, 9999, 0],
    [Number.NaN, 9999, 9999],
  ])('stock %s, default %s → %s', (stock, def, expected) => {
    expect(effectiveStock(stock, def)).toBe(expected);
  });
});

describe('isSizeUnavailable', () => {
  const P = ['PROMEMORIA'];
  it.each([
    ['no stock, no arrivals, PROMEMORIA', { stock: 0, onOrderFromSupplier: 0, committedToCustomers: 0, tags: P }, true],
    [
      'negative stock, arrivals all committed, PROMEMORIA',
      { stock: -1, onOrderFromSupplier: 4, committedToCustomers: 4, tags: P },
      true,
    ],
    ['no stock but no PROMEMORIA tag', { stock: 0, onOrderFromSupplier: 0, committedToCustomers: 0, tags: ['NEW'] }, false],
    ['stock on hand', { stock: 3, onOrderFromSupplier: 0, committedToCustomers: 0, tags: P }, false],
    ['free arrivals', { stock: 0, onOrderFromSupplier: 5, committedToCustomers: 2, tags: P }, false],
    ['tag among others', { stock: 0, onOrderFromSupplier: 0, committedToCustomers: 0, tags: ['OUTLET', 'PROMEMORIA'] }, true],
    ['no tags', { stock: 0, onOrderFromSupplier: 0, committedToCustomers: 0, tags: [] }, false],
  ])('%s → %s', (_n, size, expected) => {
    expect(isSizeUnavailable(size)).toBe(expected);
  });
});

describe('visible sizes and colours', () => {
  const s = (name: string, noWeb = false, promo = 0) => ({ name, noWeb, promo });
  const variations = [
    { color: '01-Bianco', sizes: [s('S'), s('M', true), s('L', false, 9.5)] },
    { color: '02-Nero', sizes: [s('XL', true)] },
    { color: '03-Rosso', sizes: [s('S', false, 0)] },
  ];

  it('hides flgNoWeb sizes and colours whose sizes are all hidden', () => {
    expect(visibleSizes(variations[0]?.sizes ?? []).map((x) => x.name)).toEqual(['S', 'L']);
    expect(visibleVariations(variations).map((v) => [v.color, v.sizes.map((x) => x.name)])).toEqual([
      ['01-Bianco', ['S', 'L']],
      ['03-Rosso', ['S']],
    ]);
  });

  it('outlet: only promo sizes', () => {
    expect(promoSizesOnly(variations[0]?.sizes ?? []).map((x) => x.name)).toEqual(['L']);
    expect(
      visibleVariations(variations, { promoOnly: true }).map((v) => [v.color, v.sizes.map((x) => x.name)]),
    ).toEqual([['01-Bianco', ['L']]]);
  });
});

describe('availabilityText', () => {
  it.each([
    [0, 0, 'NONE', 'Non disponibile'],
    [-3, 0, 'NONE', 'Non disponibile'],
    [4, 4, 'NONE', 'Non disponibile'],
    [4, 6, 'NONE', 'Non disponibile'],
    [1, 0, 'LAST_PIECES', 'Ultimo pezzo disponibile'],
    [3, 1, 'LAST_PIECES', 'Ultimi 2 pezzi disponibili'],
    [5, 0, 'LAST_PIECES', 'Ultimi 5 pezzi disponibili'],
    [6, 0, 'AVAILABLE', '6'],
    [500, 0, 'AVAILABLE', '500'],
    [501, 0, 'AVAILABLE', '500+'],
    [9999, 10, 'AVAILABLE', '500+'],
    [505, 5, 'AVAILABLE', '500'],
  ])('stock %i, in cart %i → %s %s', (stock, inCart, kind, text) => {
    expect(availabilityText(stock, inCart)).toEqual({ kind, text });
  });
});

describe('arrivals', () => {
  it.each([
    [10, 4, 6, '6 in arrivo in 5/7 gg'],
    [4, 4, 0, ''],
    [2, 5, 0, ''],
    [1, 0, 1, '1 in arrivo in 5/7 gg'],
  ])('ordered %i, committed %i → %i %s', (ord, imp, n, text) => {
    expect(freeArrivals(ord, imp)).toBe(n);
    expect(arrivalsText(n)).toBe(text);
  });
});

describe('orderableQuantity', () => {
  it.each([
    ['stock only', 12, 0, 0, 12],
    ['no stock, free arrivals', 0, 80, 30, 50],
    ['stock and free arrivals', 5, 10, 4, 11],
    ['arrivals all promised', 3, 10, 10, 3],
    ['negative stock counts nothing', -4, 6, 0, 6],
    ['nothing at all', 0, 0, 0, 0],
  ])('%s: stock %i, ordered %i, committed %i → %i', (_name, stock, ord, imp, expected) => {
    expect(orderableQuantity(stock, ord, imp)).toBe(expected);
  });
});
