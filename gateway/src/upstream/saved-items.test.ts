import { describe, expect, it } from 'vitest';
import { decodeSavedCart, decodeSavedWishlist, encodeCart, encodeWishlist } from './saved-items.ts';
import { cartLine } from '../cart/cart-lines.fixtures.ts';

const line = cartLine({ cartItemId: 'c1', quantity: 3, sco1: 10, sco2: 5, image: 'POLO_1.jpg', ord1: 2, ord2: 0 });

describe('saved cart items', () => {
  it('round-trips a line through the ERP shape', () => {
    const saved = encodeCart([line]);
    expect(saved[0]).toMatchObject({
      id: 10,
      selectedIDArt: 101,
      selectedProductColor: '01-Bianco',
      selectedProductSize: 'S',
      image: ['POLO_1.jpg'],
    });
    expect(decodeSavedCart(JSON.parse(JSON.stringify(saved)) as unknown[])).toEqual({
      lines: [line],
      skipped: 0,
    });
  });

  it("reads the original client's habits: numbers as text, no article for plain products, no line id", () => {
    const { lines, skipped } = decodeSavedCart([
      { id: '20', quantity: '2', sku: 'MUG', name: 'Tazza', image: [] },
    ]);
    expect(skipped).toBe(0);
    expect(lines[0]).toMatchObject({
      productId: 20,
      articleId: 20,
      quantity: 2,
      color: null,
      size: null,
      image: null,
      sco1: 0,
    });
    expect(lines[0]!.cartItemId).toMatch(/\S/);
  });

  it('leaves out and counts entries that are not cart items', () => {
    expect(
      decodeSavedCart([null, 'x', { id: 0, quantity: 1 }, { id: 5, quantity: 0 }, { id: 'abc' }]),
    ).toEqual({ lines: [], skipped: 5 });
  });
});

describe('saved wishlist items', () => {
  it('round-trips items and skips entries without an id', () => {
    const items = [{ id: 10, sku: 'POLO', name: 'Polo', image: 'POLO_1.jpg' }];
    const decoded = decodeSavedWishlist([
      ...(JSON.parse(JSON.stringify(encodeWishlist(items))) as unknown[]),
      { sku: 'none' },
    ]);
    expect(decoded.skipped).toBe(1);
    expect(decoded.items).toEqual([{ ...items[0], variation: [] }]);
  });
});
