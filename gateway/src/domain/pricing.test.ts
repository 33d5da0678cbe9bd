import { describe, expect, it } from 'vitest';
import {
  computeUnitPrice,
  fromPrice,
  type PriceInput,
  type PriceResult,
  type PriceStepKind,
} from './pricing.ts';
import { ctx, size, type CtxOpts } from './pricing.fixtures.ts';

const p = (priceListType: number, s1 = 0, s2 = 0) => ({ priceListType, s1, s2 });
const kinds = (r: PriceResult): PriceStepKind[] => r.steps.map((s) => s.kind);

describe('computeUnitPrice: table', () => {
  const cases: Array<[string, Partial<PriceInput>, CtxOpts, number, number | null, PriceStepKind[]]> = [
    ['anonymous: base, old price is the list price', {}, {}, 100, 120, ['BASE']],
    [
      'anonymous ignores nothing else: conditions still apply',
      {},
      { condition: { pre: 75, sco: 0 } },
      75,
      120,
      ['BASE', 'CONDITION_FIXED'],
    ],
    [
      'S1 10% then S2 5% in succession',
      {},
      { personal: p(1, 10, 5) },
      85.5,
      120,
      ['BASE', 'DISCOUNT_S1', 'DISCOUNT_S2'],
    ],
    ['S1 only', {}, { personal: p(1, 20, 0) }, 80, 120, ['BASE', 'DISCOUNT_S1']],
    [
      'customer price caps the discounted price',
      { customerPrice: 80 },
      { personal: p(1, 10) },
      80,
      120,
      ['BASE', 'DISCOUNT_S1', 'CUSTOMER_PRICE_CAP'],
    ],
    [
      'customer price above the discounted price does nothing',
      { customerPrice: 95 },
      { personal: p(1, 10) },
      90,
      120,
      ['BASE', 'DISCOUNT_S1'],
    ],
    ['TipLis 4: old price is the list price', {}, { personal: p(4, 10) }, 90, 120, ['BASE', 'DISCOUNT_S1']],
    [
      'TipLis 4 without list price: old price is the customer price',
      { listPrice: 0, customerPrice: 95 },
      { personal: p(4, 10) },
      90,
      95,
      ['BASE', 'DISCOUNT_S1'],
    ],
    [
      'TipLis 4: old price equal to the price is not shown',
      { listPrice: 0, customerPrice: 90 },
      { personal: p(4, 10) },
      90,
      null,
      ['BASE', 'DISCOUNT_S1'],
    ],
    [
      'TipLis 4 with neither list nor customer price: no old price',
      { listPrice: 0 },
      { personal: p(4, 10) },
      90,
      null,
      ['BASE', 'DISCOUNT_S1'],
    ],
    [
      'itemsNoSco with promo: promo price, no S1/S2',
      { promo: 70 },
      { personal: p(4, 10, 5), noSco: true },
      70,
      120,
      ['NO_DISCOUNT_PROMO'],
    ],
    [
      'itemsNoSco without promo: base price',
      {},
      { personal: p(4, 10, 5), noSco: true },
      100,
      120,
      ['NO_DISCOUNT_BASE'],
    ],
    [
      'itemsNoSco with promo equal to base: base price',
      { promo: 100 },
      { personal: p(1, 10), noSco: true },
      100,
      120,
      ['NO_DISCOUNT_BASE'],
    ],
    [
      'itemsNoSco ignores the customer price',
      { customerPrice: 50 },
      { personal: p(1), noSco: true },
      100,
      120,
      ['NO_DISCOUNT_BASE'],
    ],
    [
      'tenant 1 condition: fixed Pre below the price',
      {},
      { condition: { pre: 75, sco: 50 } },
      75,
      120,
      ['BASE', 'CONDITION_FIXED'],
    ],
    [
      'tenant 1 condition: Pre above the price leaves it',
      {},
      { condition: { pre: 110, sco: 0 } },
      100,
      120,
      ['BASE'],
    ],
    [
      'tenant 1 condition: Sco on the list price (120 × 0.7)',
      {},
      { condition: { pre: 0, sco: 30 } },
      84,
      120,
      ['BASE', 'CONDITION_PERCENT'],
    ],
    [
      'tenant 1 condition: Sco on the list price above the price leaves it',
      {},
      { condition: { pre: 0, sco: 10 } },
      100,
      120,
      ['BASE'],
    ],
    [
      'tenant 1 condition with S1: the lower wins',
      {},
      { personal: p(1, 30), condition: { pre: 0, sco: 30 } },
      70,
      120,
      ['BASE', 'DISCOUNT_S1'],
    ],
    [
      'tenant 1 condition without list price is no candidate',
      { listPrice: 0 },
      { condition: { pre: 0, sco: 30 } },
      100,
      null,
      ['BASE'],
    ],
    [
      'tenant 3 behaves like tenant 1',
      {},
      { tenantId: 3, condition: { pre: 0, sco: 30 } },
      84,
      120,
      ['BASE', 'CONDITION_PERCENT'],
    ],
    [
      'tenant 4 condition: Pre below the price',
      {},
      { tenantId: 4, condition: { pre: 75, sco: 10 } },
      75,
      120,
      ['BASE', 'CONDITION_FIXED'],
    ],
    [
      'tenant 4 condition: Pre not below, Sco on the current price',
      {},
      { tenantId: 4, condition: { pre: 110, sco: 10 } },
      90,
      120,
      ['BASE', 'CONDITION_PERCENT'],
    ],
    [
      'tenant 4 condition: Sco after S1 (100 × 0.9 × 0.8)',
      {},
      { tenantId: 4, personal: p(4, 10), condition: { pre: 0, sco: 20 } },
      72,
      120,
      ['BASE', 'DISCOUNT_S1', 'CONDITION_PERCENT'],
    ],
    [
      'ULTPRE overrides a lower price',
      {},
      { personal: p(1, 50), lastPrice: 130 },
      130,
      null,
      ['BASE', 'DISCOUNT_S1', 'LAST_PRICE'],
    ],
    [
      'ULTPRE overrides a condition',
      {},
      { condition: { pre: 75, sco: 0 }, lastPrice: 88.8 },
      88.8,
      120,
      ['BASE', 'CONDITION_FIXED', 'LAST_PRICE'],
    ],
    ['ULTPRE 0 is no last price', {}, { lastPrice: 0 }, 100, 120, ['BASE']],
    [
      'tenant 2 markup on price and old price, shown with VAT (i.i.)',
      { markupPercent: 22 },
      { tenantId: 2 },
      148.84,
      178.61,
      ['BASE', 'MARKUP', 'VAT_INCLUDED'],
    ],
    ['markup is tenant 2 only', { markupPercent: 22 }, { tenantId: 1 }, 100, 120, ['BASE']],
    ['tenant 2 without markup: the ERP VAT-inclusive price (100 × 1,22)', { markupPercent: 0 }, { tenantId: 2 }, 122, 146.4, ['BASE', 'VAT_INCLUDED']],
    // The '3,95 € i.i.': a net 3,24 € with VAT, never VAT added again at checkout.
    ['tenant 2: 3,24 € net reads 3,95 € i.i.', { base: 3.24, listPrice: 0 }, { tenantId: 2 }, 3.95, null, ['BASE', 'VAT_INCLUDED']],
    [
      'rounding half-up once at the end (33.33 × 0.9 = 29.997)',
      { base: 33.33, listPrice: 0 },
      { personal: p(1, 10) },
      30,
      33.33,
      ['BASE', 'DISCOUNT_S1'],
    ],
    ['rounding 1.005 → 1.01', { base: 1.005, listPrice: 0 }, {}, 1.01, null, ['BASE']],
    [
      'rounding 19.99 × 0.67 = 13.3933 → 13.39',
      { base: 19.99, listPrice: 0 },
      { personal: p(1, 33) },
      13.39,
      19.99,
      ['BASE', 'DISCOUNT_S1'],
    ],
    [
      'no double rounding: 2.5 × 0.9 × 0.9 = 2.025 → 2.03',
      { base: 2.5, listPrice: 0 },
      { personal: p(1, 10, 10) },
      2.03,
      2.5,
      ['BASE', 'DISCOUNT_S1', 'DISCOUNT_S2'],
    ],
    [
      'S1 above 100 is clamped: free, never negative',
      {},
      { personal: p(1, 150) },
      0,
      120,
      ['BASE', 'DISCOUNT_S1'],
    ],
  ];

  it.each(cases)('%s', (_name, input, opts, price, oldPrice, steps) => {
    const r = computeUnitPrice(size(input), ctx(opts));
    expect(r.price).toBe(price);
    expect(r.oldPrice).toBe(oldPrice);
    expect(kinds(r)).toEqual(steps);
  });

  it('tenant 2: a supplied unit price is shown with its VAT', () => {
    const r = computeUnitPrice(size({ suppliedUnitPrice: 42.424 }), ctx({ tenantId: 2, lastPrice: 99 }));
    expect(r.price).toBe(51.75);
    expect(kinds(r)).toEqual(['SUPPLIED', 'VAT_INCLUDED']);
  });

  it.each([1, 3, 4] as const)('tenant %i: a supplied unit price is the price and stops', (tenantId) => {
    const r = computeUnitPrice(
      size({ suppliedUnitPrice: 42.424, markupPercent: 10 }),
      ctx({ tenantId, personal: p(4, 10), lastPrice: 99 }),
    );
    expect(r).toEqual({
      price: 42.42,
      oldPrice: null,
      steps: [{ kind: 'SUPPLIED', label: 'Prezzo fornito dal gestionale', before: 100, after: 42.424 }],
    });
  });

  it('a null supplied price is no supplied price', () => {
    expect(computeUnitPrice(size({ suppliedUnitPrice: null }), ctx()).price).toBe(100);
  });

  it('labels the steps in Italian with unrounded amounts', () => {
    const r = computeUnitPrice(
      size({ customerPrice: 80, markupPercent: 12.5 }),
      ctx({ tenantId: 2, personal: p(1, 10, 2.5) }),
    );
    expect(r.steps).toEqual([
      { kind: 'BASE', label: 'Prezzo base', before: 100, after: 100 },
      { kind: 'DISCOUNT_S1', label: 'Sconto S1 10%', before: 100, after: 90 },
      { kind: 'DISCOUNT_S2', label: 'Sconto S2 2,5%', before: 90, after: 87.75 },
      { kind: 'CUSTOMER_PRICE_CAP', label: 'Prezzo cliente', before: 87.75, after: 80 },
      { kind: 'MARKUP', label: 'Maggiorazione 12,5%', before: 80, after: 90 },
      { kind: 'VAT_INCLUDED', label: 'IVA inclusa 22%', before: 90, after: 109.8 },
    ]);
    expect(r.price).toBe(109.8);
    expect(r.oldPrice).toBe(164.7);
  });
});

describe('fromPrice', () => {
  it('returns the lowest price with its own old price', () => {
    const a = computeUnitPrice(size({ base: 50, listPrice: 60 }), ctx());
    const b = computeUnitPrice(size({ base: 40, listPrice: 0 }), ctx());
    const c = computeUnitPrice(size({ base: 45, listPrice: 70 }), ctx());
    expect(fromPrice([a, b, c])).toBe(b);
    expect(fromPrice([a, c])?.oldPrice).toBe(70);
    expect(fromPrice([])).toBeNull();
  });
});
