import { describe, expect, it } from 'vitest';
import {
  addToWishlist,
  clearWishlist,
  isInWishlist,
  removeFromWishlist,
  replaceWishlist,
  toggleWishlist,
  type WishlistItem,
} from './wishlist.ts';

const item = (id: number): WishlistItem => ({ id, sku: `S${id}`, name: `N${id}`, image: null });

describe('wishlist', () => {
  it('adds once', () => {
    const list = addToWishlist([], item(1));
    expect(addToWishlist(list, item(1))).toEqual([item(1)]);
    expect(addToWishlist(list, item(2))).toEqual([item(1), item(2)]);
  });

  it('removes, clears and replaces without duplicates', () => {
    expect(removeFromWishlist([item(1), item(2)], 1)).toEqual([item(2)]);
    expect(clearWishlist()).toEqual([]);
    expect(replaceWishlist([item(3), item(1), { ...item(3), name: 'dup' }])).toEqual([item(3), item(1)]);
    expect(isInWishlist([item(3)], 3)).toBe(true);
  });

  it('the heart toggles with the matching toast', () => {
    const added = toggleWishlist([], item(1));
    expect(added).toEqual({ list: [item(1)], added: true, message: 'Aggiunto ai preferiti' });
    expect(toggleWishlist(added.list, item(1))).toEqual({
      list: [],
      added: false,
      message: 'Rimosso dai preferiti',
    });
  });
});
