import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { snapshotOf } from '../catalogue/catalogue-snapshot.ts';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import type { CartContext } from '../domain/cart.ts';
import { planAdd } from './cart-add-plan.ts';
import { cartLine, cartOfLines } from './cart-lines.fixtures.ts';

const shirt = product({
  id: 10,
  name: 'Polo',
  images: ['POLO_1.jpg'],
  variations: [
    variation('01-Bianco', [
      size({ articleId: 101, name: 'S', sku: 'POLO-01-S', stock: 5 }),
      size({ articleId: 102, name: 'M', sku: 'POLO-01-M', stock: 0, tags: ['PROMEMORIA'] }),
      size({ articleId: 103, name: 'L', sku: 'POLO-01-L', stock: 9, noWeb: true }),
      size({ articleId: 104, name: 'XL', stock: null }),
    ]),
  ],
});
const mug = product({ id: 20, sku: 'MUG', name: 'Tazza', stock: 4, images: ['MUG_1.jpg'] });

const snapshot: CatalogueSnapshot = snapshotOf([shirt, mug], 0);
let ids = 0;
const rules = (over: Partial<CartContext> = {}): CartContext => ({
  priceListType: 1,
  s1: 0,
  s2: 0,
  itemsNoSco: new Set(),
  skipChecks: false,
  newId: () => `n${(ids += 1)}`,
  ...over,
});
const cell = (productId: number, articleId: number | null, quantity: number) => ({
  productId: String(productId),
  articleId: articleId === null ? null : String(articleId),
  quantity,
});

describe('planAdd', () => {
  it('builds lines from the catalogue: colour, size, sku, image and order codes', () => {
    const plan = planAdd([], [cell(10, 101, 2), cell(20, null, 1)], snapshot, rules(), null);
    expect(plan.error).toBeNull();
    expect(plan.added).toBe(3);
    expect(plan.cart).toEqual([
      expect.objectContaining({
        productId: 10,
        articleId: 101,
        sku: 'POLO-01-S',
        color: '01-Bianco',
        size: 'S',
        quantity: 2,
        image: 'POLO_1.jpg',
      }),
      expect.objectContaining({
        productId: 20,
        articleId: 20,
        sku: 'MUG',
        color: null,
        size: null,
        quantity: 1,
      }),
    ]);
  });

  it('gives new lines S1 and S2 only for price-list type 4 and articles not excluded', () => {
    const net = rules({ priceListType: 4, s1: 10, s2: 5, itemsNoSco: new Set([20]) });
    const plan = planAdd([], [cell(10, 101, 1), cell(20, null, 1)], snapshot, net, null);
    expect(plan.cart?.map((l) => [l.sco1, l.sco2])).toEqual([
      [10, 5],
      [0, 0],
    ]);
  });

  it('refuses the whole grid when one cell is unavailable, hidden or unknown', () => {
    for (const bad of [
      cell(10, 102, 1),
      cell(10, 103, 1),
      cell(10, 999, 1),
      cell(99, null, 1),
      cell(10, null, 1),
    ]) {
      const plan = planAdd([], [cell(10, 101, 1), bad], snapshot, rules(), null);
      const notAddable = { code: 'NOT_ADDABLE', message: "L'articolo non può essere aggiunto al carrello" };
      expect(plan).toEqual({
        cart: null,
        added: 0,
        error: notAddable,
        lines: [
          { added: 0, error: null },
          { added: 0, error: notAddable },
        ],
      });
    }
  });

  it('lets a company that skips the checks add a hidden size', () => {
    const plan = planAdd([], [cell(10, 103, 2)], snapshot, rules({ skipChecks: true }), null);
    expect(plan.cart?.[0]).toMatchObject({ articleId: 103, quantity: 2 });
  });

  it('refuses a negative or fractional quantity and ignores cells of 0', () => {
    expect(planAdd([], [cell(10, 101, -1)], snapshot, rules(), null).error?.message).toBe(
      'Quantità non consentite',
    );
    expect(planAdd([], [cell(10, 101, 1.5)], snapshot, rules(), null).error?.code).toBe('INVALID_QUANTITY');
    expect(planAdd([], [cell(10, 101, 0)], snapshot, rules(), null)).toEqual({
      cart: [],
      added: 0,
      error: null,
      lines: [{ added: 0, error: null }],
    });
  });

  it('clips to the stock left after the cart and the cells before', () => {
    const inCart = [cartLine({ quantity: 2 })];
    const plan = planAdd(inCart, [cell(10, 101, 2), cell(10, 101, 5)], snapshot, rules(), null);
    expect(plan.added).toBe(3);
    expect(plan.cart?.map((l) => l.quantity)).toEqual([5]);
    expect(planAdd(plan.cart ?? [], [cell(10, 101, 1)], snapshot, rules(), null).error?.code).toBe(
      'NOT_ADDABLE',
    );
  });

  it("counts a missing stock as the company's default", () => {
    expect(planAdd([], [cell(10, 104, 3)], snapshot, rules(), null).error?.code).toBe('NOT_ADDABLE');
    expect(planAdd([], [cell(10, 104, 3)], snapshot, rules(), 9999).added).toBe(3);
  });

  it('refuses a new line beyond 100 but still raises an existing one', () => {
    const full = cartOfLines(100);
    expect(planAdd(full, [cell(20, null, 1)], snapshot, rules(), null).error?.code).toBe('CART_LIMIT');
    const withMug = [...full.slice(1), { ...full[0]!, productId: 20, articleId: 20 }];
    expect(planAdd(withMug, [cell(20, null, 1)], snapshot, rules(), null).added).toBe(1);
  });
});

describe('planAdd, each line on its own (reorder, quick order)', () => {
  const codes = (plan: ReturnType<typeof planAdd>) => plan.lines.map((l) => l.error?.code ?? l.added);

  it('adds what it can and says why each other line was refused', () => {
    const plan = planAdd(
      [],
      [
        cell(10, 101, 9),
        cell(10, 102, 1),
        cell(99, null, 1),
        cell(20, null, -2),
        cell(20, null, 0),
        cell(20, null, 3),
      ],
      snapshot,
      rules(),
      null,
      'EACH',
    );
    expect(plan.error).toBeNull();
    expect(plan.added).toBe(8);
    expect(codes(plan)).toEqual([5, 'NOT_ADDABLE', 'NOT_ADDABLE', 'INVALID_QUANTITY', 0, 3]);
    expect(plan.cart?.map((l) => [l.articleId, l.quantity])).toEqual([
      [101, 5],
      [20, 3],
    ]);
  });

  it('refuses a line whose stock the cart has used up, and the whole add when nothing went in', () => {
    const plan = planAdd([], [cell(20, null, 4), cell(20, null, 2)], snapshot, rules(), null, 'EACH');
    expect(codes(plan)).toEqual([4, 'NOT_ADDABLE']);
    const none = planAdd(plan.cart ?? [], [cell(20, null, 1)], snapshot, rules(), null, 'EACH');
    expect(none).toMatchObject({ cart: null, added: 0, error: { code: 'NOT_ADDABLE' } });
  });

  it('refuses new lines beyond 100 one by one, still raising existing ones', () => {
    const full = cartOfLines(99);
    const plan = planAdd(
      full,
      [cell(20, null, 1), cell(10, 101, 1), cell(20, null, 1)],
      snapshot,
      rules(),
      null,
      'EACH',
    );
    expect(codes(plan)).toEqual([1, 'CART_LIMIT', 1]);
    expect(plan.cart).toHaveLength(100);
  });
});
