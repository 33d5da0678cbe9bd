import type { CartLine } from '../domain/cart.ts';
import type { WishlistItem } from '../domain/wishlist.ts';

/** The saved cart and wishlist as the ERP keeps them (one of each per login reference), in our terms. */
export interface SavedListsModel {
  cart: CartLine[];
  wishlist: WishlistItem[];
  /** Saved entries that are not cart or wishlist items at all, left out; the caller logs how many. */
  skipped: { cart: number; wishlist: number };
}
