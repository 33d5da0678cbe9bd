import { describe, expect, it } from 'vitest';
import { ART, ctx } from '../domain/pricing.fixtures.ts';
import { productPrice } from './product-price.ts';
import { product, size, variation } from './products.fixtures.ts';

// Design §5.1: a product without variations is priced from its own fields (list and base price
// are its `price`), so a discount or condition that lowers it shows the struck-through old price
// exactly as a sized product does. GA0012 for CL003 (S1 5%): 5.96 € list, 5.66 € price.
const cl003 = { priceListType: 1, s1: 5, s2: 0 };
const amounts = (p: ReturnType<typeof productPrice>) => ({ price: p?.price.amount, oldPrice: p?.oldPrice?.amount ?? null });

describe('productPrice: old price of a product without variations', () => {
  const plain = product({ id: ART, price: 5.96 });
  const sized = product({
    id: 100,
    price: 5.96,
    variations: [variation('01-Bianco', [size({ articleId: ART, basePrice: 5.96, listPrice: 5.96 })])],
  });

  it.each([
    ['S1 lowers it', { personal: cl003 }, { price: 5.66, oldPrice: 5.96 }],
    ['a percent condition lowers it (5.96 × 0.9)', { condition: { pre: 0, sco: 10 } }, { price: 5.36, oldPrice: 5.96 }],
    ['a fixed condition lowers it', { condition: { pre: 5, sco: 0 } }, { price: 5, oldPrice: 5.96 }],
    ['company 4: a percent condition on the price', { tenantId: 4 as const, personal: cl003, condition: { pre: 0, sco: 10 } }, { price: 5.1, oldPrice: 5.96 }],
    ['price-list type 4: the list price is the old price', { personal: { ...cl003, priceListType: 4 } }, { price: 5.66, oldPrice: 5.96 }],
    ['nothing lowers it: no old price', {}, { price: 5.96, oldPrice: null }],
  ])('%s, as for a sized product', (_name, opts, expected) => {
    const pricing = ctx(opts);
    expect(amounts(productPrice(plain, pricing))).toEqual(expected);
    expect(amounts(productPrice(sized, pricing))).toEqual(expected);
  });
});

describe('productPrice: a promo product without variations excluded from discounts', () => {
  it('is priced at its discounted price, not at its 0/1 promo flag', () => {
    const promo = product({ id: ART, price: 10, customerPrice: 8, promo: 1 });
    expect(amounts(productPrice(promo, ctx({ noSco: true })))).toEqual({ price: 8, oldPrice: 10 });
    const plain = product({ id: ART, price: 10, customerPrice: 0, promo: 0 });
    expect(amounts(productPrice(plain, ctx({ noSco: true })))).toEqual({ price: 10, oldPrice: null });
  });
});

describe('productPrice: remembered per pricing context and product', () => {
  it('prices a product once per context, and each context at its own price', () => {
    const plain = product({ id: ART, price: 5.96 });
    const discounted = ctx({ personal: cl003 });
    const first = productPrice(plain, discounted);
    expect(productPrice(plain, discounted)).toBe(first);
    expect(amounts(productPrice(plain, ctx({})))).toEqual({ price: 5.96, oldPrice: null });
    expect(amounts(productPrice(product({ id: ART, price: 7 }), discounted))).toEqual({ price: 6.65, oldPrice: 7 });
  });
});
