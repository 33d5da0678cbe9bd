import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import type { CartLine } from '../domain/cart.ts';
import { articleIndexOf, lookUp } from '../catalogue/article-index.ts';
import { checkRows } from './row-check.ts';

const tee = product({
  id: 10,
  sku: 'TS0010',
  alternativeCodes: ['55501'],
  variations: [
    variation('01-Bianco', [
      size({ articleId: 1001, sku: 'TS0010-01-M', name: 'M', stock: 8 }),
      size({ articleId: 1002, sku: 'TS0010-01-L', name: 'L', stock: 0, tags: ['PROMEMORIA'] }),
    ]),
    variation('02-Blu navy', [
      size({ articleId: 1003, sku: 'TS0010-02-M', name: 'M', stock: 3, onOrderFromSupplier: 5, committedToCustomers: 1 }),
      size({ articleId: 1004, sku: 'TS0010-02-XL', name: 'XL', noWeb: true }),
    ]),
  ],
});
const mug = product({ id: 20, sku: 'GA0020', stock: 4, alternativeCodes: ['GA-20'] });
const snapshot = { products: [tee, mug] } as unknown as CatalogueSnapshot;
const index = await articleIndexOf(snapshot);

describe('lookUp', () => {
  it.each([
    ['a size-colour sku, any case', 'ts0010-01-m', [], 1001],
    ['a product without variations by sku', 'GA0020', [], 20],
    ['a product without variations by alternative code', 'GA-20', [], 20],
    ['product sku, colour code, size', 'TS0010', ['02', 'M'], 1003],
    ['product sku, colour name with spaces, size', 'TS0010', ['Blu navy', 'XL'], 1004],
    ['alternative code, size before colour', '55501', ['M', 'Bianco'], 1001],
  ] as const)('%s', (_name, code, attributes, articleId) => {
    const found = lookUp(index, code, attributes);
    expect('found' in found && found.found.articleId).toBe(articleId);
  });

  it.each([
    ['an unknown code', 'NOPE', [], 'UNKNOWN_CODE'],
    ['a product code without colour and size', 'TS0010', [], 'VARIANT_REQUIRED'],
    ['a colour that does not exist', 'TS0010', ['Rosso', 'M'], 'VARIANT_REQUIRED'],
    ['a size without its colour, in two colours', 'TS0010', ['M'], 'VARIANT_REQUIRED'],
  ] as const)('%s', (_name, code, attributes, missing) => {
    expect(lookUp(index, code, attributes)).toMatchObject({ missing });
  });
});

const article = (id: number) => index.byArticleId.get(id)!;
const rules = { missingStockDefault: null, skipChecks: false };

describe('checkRows', () => {
  it('counts what is left after the cart and the rows before, and explains refusals', () => {
    const cart = [{ articleId: 1001, quantity: 5 } as CartLine];
    const result = checkRows(
      cart,
      [
        { article: article(1001), quantity: 2 }, // 8 in stock, 5 in the cart: 3 left
        { article: article(1001), quantity: 9 }, // 1 left after the row before
        { article: article(1002), quantity: 1 }, // PROMEMORIA, nothing at all
        { article: article(1004), quantity: 1 }, // no-web
        { article: article(1003), quantity: 1 }, // 3 in stock + 4 free arrivals
        { article: article(20), quantity: null }, // unreadable quantity
        { article: null, quantity: 1, missing: 'QUICK_ORDER_VARIANT_REQUIRED' },
        { article: article(1001), quantity: 1 }, // all claimed
      ],
      rules,
    );
    expect(result.map((r) => [r.available, r.problem?.code ?? null])).toEqual([
      [3, null],
      [1, null],
      [0, 'QUICK_ORDER_UNAVAILABLE'],
      [10, 'QUICK_ORDER_NO_WEB'],
      [7, null],
      [4, 'INVALID_QUANTITY'],
      [null, 'QUICK_ORDER_VARIANT_REQUIRED'],
      [0, 'QUICK_ORDER_UNAVAILABLE'],
    ]);
    expect(result[2]!.problem!.message).toBe('Non disponibile');
  });

  it('lets company 2 add no-web sizes, as its cart does', () => {
    const [row] = checkRows([], [{ article: article(1004), quantity: 1 }], { ...rules, skipChecks: true });
    expect(row!.problem).toBeNull();
  });

  it('refuses new lines beyond the 100-line limit, not more pieces of a line already in the cart', () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ articleId: 5000 + i, quantity: 1 }) as CartLine);
    const inCart = [...full.slice(0, 99), { articleId: 1003, quantity: 1 } as CartLine];
    expect(checkRows(full, [{ article: article(1001), quantity: 1 }], rules)[0]!.problem?.code).toBe('CART_LIMIT');
    expect(checkRows(inCart, [{ article: article(1003), quantity: 1 }], rules)[0]!.problem).toBeNull();
  });
});
