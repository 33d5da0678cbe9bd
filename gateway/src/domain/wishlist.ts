// Wishlist changes (spec §4 Wishlist): saved upstream after every change, items unique by id.

import { WISHLIST_MESSAGES } from './messages.ts';

export interface WishlistItem {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  variation?: unknown;
}

export type Wishlist<T extends { id: number } = WishlistItem> = readonly T[];

/** Adding an item already present changes nothing. */
export function addToWishlist<T extends { id: number }>(list: Wishlist<T>, item: T): T[] {
  return list.some((i) => i.id === item.id) ? [...list] : [...list, item];
}

export function removeFromWishlist<T extends { id: number }>(list: Wishlist<T>, id: number): T[] {
  return list.filter((i) => i.id !== id);
}

export function clearWishlist<T extends { id: number }>(): T[] {
  return [];
}

/** Replaces the list, keeping the first of any duplicated id. */
export function replaceWishlist<T extends { id: number }>(items: Wishlist<T>): T[] {
  const seen = new Set<number>();
  return items.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
}

export function isInWishlist<T extends { id: number }>(list: Wishlist<T>, id: number): boolean {
  return list.some((i) => i.id === id);
}

/** The heart: adds when absent, removes when present, with the matching toast. */
export function toggleWishlist<T extends { id: number }>(
  list: Wishlist<T>,
  item: T,
): { list: T[]; added: boolean; message: string } {
  if (isInWishlist(list, item.id)) {
    return { list: removeFromWishlist(list, item.id), added: false, message: WISHLIST_MESSAGES.removed };
  }
  return { list: addToWishlist(list, item), added: true, message: WISHLIST_MESSAGES.added };
}
