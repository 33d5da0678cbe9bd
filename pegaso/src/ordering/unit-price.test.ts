import { describe, expect, it } from 'vitest';
import { companyProfile } from '../company-profile.ts';
import { roundCents, unitPrice, type CustomerTerms, type PriceArticle } from './unit-price.ts';

// The numbers of the shop's own pricing table (design §5.1): one article, list price 120, base 100.
const ART = 7;
const article = (over: Partial<PriceArticle> = {}): PriceArticle => ({
  IDArt: ART,
  preLis: 120,
  base: 100,
  pricesco: 0,
  promo: 0,
  altdat2: 0,
  ...over,
});

interface Opts {
  company?: number;
  TipLis?: number;
  S1?: number;
  S2?: number;
  condition?: { Pre: number; Sco: number };
  lastPrice?: number;
  noSco?: boolean;
}

const terms = (o: Opts): CustomerTerms => ({
  TipLis: o.TipLis ?? 1,
  S1: o.S1 ?? 0,
  S2: o.S2 ?? 0,
  conditions: new Map(o.condition ? [[ART, o.condition]] : []),
  lastPrices: new Map(o.lastPrice !== undefined ? [[ART, o.lastPrice]] : []),
  itemsNoSco: new Set(o.noSco ? [ART] : []),
});

const price = (over: Partial<PriceArticle>, o: Opts) =>
  unitPrice(article(over), terms(o), companyProfile(o.company ?? 1).pricing);

describe('unitPrice: the shop rule, on the ERP side', () => {
  const cases: Array<[string, Partial<PriceArticle>, Opts, number, number | null, 1 | 2]> = [
    ['no discount: base, old price the list price', {}, {}, 100, 120, 2],
    ['S1 10% then S2 5% in succession', {}, { S1: 10, S2: 5 }, 85.5, 120, 2],
    ['customer price caps the discounted price', { pricesco: 80 }, { S1: 10 }, 80, 120, 1],
    ['customer price above the discounted price does nothing', { pricesco: 95 }, { S1: 10 }, 90, 120, 2],
    ['TipLis 4: old price is the list price', {}, { TipLis: 4, S1: 10 }, 90, 120, 2],
    ['TipLis 4 without list price: old price is the customer price', { preLis: 0, pricesco: 95 }, { TipLis: 4, S1: 10 }, 90, 95, 2],
    ['TipLis 4: old price equal to the price is not shown', { preLis: 0, pricesco: 90 }, { TipLis: 4, S1: 10 }, 90, null, 2],
    ['itemsNoSco with promo: promo price, no S1/S2', { promo: 70 }, { TipLis: 4, S1: 10, S2: 5, noSco: true }, 70, 120, 1],
    ['itemsNoSco without promo: base price', {}, { TipLis: 4, S1: 10, S2: 5, noSco: true }, 100, 120, 2],
    ['itemsNoSco with promo equal to base: base price', { promo: 100 }, { S1: 10, noSco: true }, 100, 120, 2],
    ['itemsNoSco ignores the customer price', { pricesco: 50 }, { noSco: true }, 100, 120, 2],
    ['company 1 condition: fixed Pre below the price', {}, { condition: { Pre: 75, Sco: 50 } }, 75, 120, 1],
    ['company 1 condition: Pre above the price leaves it', {}, { condition: { Pre: 110, Sco: 0 } }, 100, 120, 2],
    ['company 1 condition: Sco on the list price (120 × 0.7)', {}, { condition: { Pre: 0, Sco: 30 } }, 84, 120, 2],
    ['company 1 condition: Sco on the list price above the price leaves it', {}, { condition: { Pre: 0, Sco: 10 } }, 100, 120, 2],
    ['company 1 condition with S1: the lower wins', {}, { S1: 30, condition: { Pre: 0, Sco: 30 } }, 70, 120, 2],
    ['company 1 condition without list price is no candidate', { preLis: 0 }, { condition: { Pre: 0, Sco: 30 } }, 100, null, 2],
    ['company 3 behaves like company 1', {}, { company: 3, condition: { Pre: 0, Sco: 30 } }, 84, 120, 2],
    ['company 4 condition: Pre below the price', {}, { company: 4, condition: { Pre: 75, Sco: 10 } }, 75, 120, 1],
    ['company 4 condition: Pre not below, Sco on the current price', {}, { company: 4, condition: { Pre: 110, Sco: 10 } }, 90, 120, 2],
    ['company 4 condition: Sco after S1 (100 × 0.9 × 0.8)', {}, { company: 4, TipLis: 4, S1: 10, condition: { Pre: 0, Sco: 20 } }, 72, 120, 2],
    ['ULTPRE overrides a lower price', {}, { S1: 50, lastPrice: 130 }, 130, null, 1],
    ['ULTPRE overrides a condition', {}, { condition: { Pre: 75, Sco: 0 }, lastPrice: 88.8 }, 88.8, 120, 1],
    ['ULTPRE 0 is no last price', {}, { lastPrice: 0 }, 100, 120, 2],
    ['company 2 markup on price and old price', { altdat2: 22 }, { company: 2 }, 122, 146.4, 2],
    ['markup is company 2 only', { altdat2: 22 }, { company: 1 }, 100, 120, 2],
    ['company 2 without markup', { altdat2: 0 }, { company: 2 }, 100, 120, 2],
    ['company 2 markup after the customer price (80 × 1.125)', { pricesco: 80, altdat2: 12.5 }, { company: 2, S1: 10, S2: 2.5 }, 90, 135, 1],
    ['rounding half-up once at the end (33.33 × 0.9 = 29.997)', { base: 33.33, preLis: 0 }, { S1: 10 }, 30, 33.33, 2],
    ['rounding 1.005 → 1.01', { base: 1.005, preLis: 0 }, {}, 1.01, null, 2],
    ['rounding 19.99 × 0.67 = 13.3933 → 13.39', { base: 19.99, preLis: 0 }, { S1: 33 }, 13.39, 19.99, 2],
    ['no double rounding: 2.5 × 0.9 × 0.9 = 2.025 → 2.03', { base: 2.5, preLis: 0 }, { S1: 10, S2: 10 }, 2.03, 2.5, 2],
    ['S1 above 100 is clamped: free, never negative', {}, { S1: 150 }, 0, 120, 2],
  ];

  it.each(cases)('%s', (_name, over, opts, expected, oldPrice, tipoSconto) => {
    const r = price(over, opts);
    expect(r.price).toBe(expected);
    expect(r.oldPrice).toBe(oldPrice);
    expect(r.tipoSconto).toBe(tipoSconto);
  });

  it('reports the percents of a discounted price and none for a fixed one', () => {
    expect(price({}, { S1: 10, S2: 5 }).sco).toEqual([10, 5, 0, 0]);
    expect(price({}, { company: 4, S1: 10, condition: { Pre: 0, Sco: 20 } }).sco).toEqual([10, 0, 20, 0]);
    expect(price({}, { S1: 10, condition: { Pre: 0, Sco: 30 } }).sco).toEqual([0, 0, 30, 0]);
    expect(price({}, { S1: 10, lastPrice: 50 }).sco).toEqual([0, 0, 0, 0]);
  });

  it('names the price the percents were taken from, and none for a fixed price', () => {
    expect(price({}, { S1: 10, S2: 5 }).discountBase).toBe(100);
    expect(price({}, { S1: 10, condition: { Pre: 0, Sco: 30 } }).discountBase).toBe(120);
    expect(price({ altdat2: 12.5 }, { company: 2, S1: 10 }).discountBase).toBe(112.5);
    expect(price({}, { S1: 10, lastPrice: 50 }).discountBase).toBeNull();
  });

  it('a product without variations is priced from its own price: the discount shows the old price', () => {
    // GA0012 for CL003 (S1 5%): 5.96 × 0.95 = 5.662.
    const r = price({ preLis: 5.96, base: 5.96 }, { S1: 5 });
    expect(r).toMatchObject({ price: 5.66, oldPrice: 5.96 });
  });

  it('rounds half away from zero', () => {
    expect([roundCents(1.005), roundCents(2.675), roundCents(-1.005), roundCents(0.1 + 0.2)]).toEqual([1.01, 2.68, -1.01, 0.3]);
  });
});
