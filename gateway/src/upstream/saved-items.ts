import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CartLine } from '../domain/cart.ts';
import type { WishlistItem } from '../domain/wishlist.ts';
import type { SavedListsModel } from '../erp/cart-models.ts';
import { num, text } from './fields.ts';

// The cart and wishlist as the ERP stores them: the JSON the original client sent (spec §3 'Cart
// item', 'Wishlist item'), kept in that shape so that the ERP's own order screens can read what
// the shop saved. Only this module knows the field names: the rest of the shop sees CartLine
// and WishlistItem.

const nullableText = () =>
  z.preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable());

/** An image list of the original ('image[]'), a single name, or nothing. */
const firstImage = () =>
  z.preprocess((v) => {
    if (Array.isArray(v)) return v.find((x) => typeof x === 'string' && x !== '') ?? null;
    return typeof v === 'string' && v !== '' ? v : null;
  }, z.string().nullable());

const savedCartItemSchema = z
  .object({
    id: num(),
    sku: text(),
    name: text(),
    quantity: num(1),
    cartItemId: nullableText(),
    selectedProductColor: nullableText(),
    selectedProductSize: nullableText(),
    selectedIDArt: num(0),
    sco1: num(),
    sco2: num(),
    ord1: num(),
    ord2: num(),
    image: firstImage(),
  })
  .loose();

const savedWishlistItemSchema = z
  .object({ id: num(), sku: text(), name: text(), image: firstImage(), variation: z.unknown().optional() })
  .loose();

/**
 * Lines of a saved cart. An entry that is not a cart item at all (no product id, no positive
 * quantity) cannot be shown or ordered and is left out; the caller logs how many were.
 */
export function decodeSavedCart(items: readonly unknown[]): { lines: CartLine[]; skipped: number } {
  const lines: CartLine[] = [];
  let skipped = 0;
  for (const raw of items) {
    const parsed = savedCartItemSchema.safeParse(raw);
    if (!parsed.success || !(parsed.data.id > 0) || !(parsed.data.quantity > 0)) {
      skipped += 1;
      continue;
    }
    const item = parsed.data;
    lines.push({
      cartItemId: item.cartItemId ?? randomUUID(),
      productId: item.id,
      // A product without variations is its own article.
      articleId: item.selectedIDArt > 0 ? item.selectedIDArt : item.id,
      sku: item.sku,
      name: item.name,
      color: item.selectedProductColor,
      size: item.selectedProductSize,
      quantity: Math.floor(item.quantity),
      sco1: item.sco1,
      sco2: item.sco2,
      image: item.image,
      ord1: item.ord1,
      ord2: item.ord2,
    });
  }
  return { lines, skipped };
}

/** The cart in the ERP's shape, for updateCart. */
export function encodeCart(lines: readonly CartLine[]): Record<string, unknown>[] {
  return lines.map((l) => ({
    id: l.productId,
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    cartItemId: l.cartItemId,
    selectedProductColor: l.color,
    selectedProductSize: l.size,
    selectedIDArt: l.articleId,
    sco1: l.sco1,
    sco2: l.sco2,
    ord1: l.ord1 ?? 0,
    ord2: l.ord2 ?? 0,
    image: l.image ? [l.image] : [],
  }));
}

export function decodeSavedWishlist(items: readonly unknown[]): { items: WishlistItem[]; skipped: number } {
  const out: WishlistItem[] = [];
  let skipped = 0;
  for (const raw of items) {
    const parsed = savedWishlistItemSchema.safeParse(raw);
    if (!parsed.success || !(parsed.data.id > 0)) {
      skipped += 1;
      continue;
    }
    const { id, sku, name, image, variation } = parsed.data;
    out.push(variation === undefined ? { id, sku, name, image } : { id, sku, name, image, variation });
  }
  return { items: out, skipped };
}

/** Both saved lists as a login reply carries them. */
export function decodeSavedLists(cart: readonly unknown[], wishlist: readonly unknown[]): SavedListsModel {
  const c = decodeSavedCart(cart);
  const w = decodeSavedWishlist(wishlist);
  return { cart: c.lines, wishlist: w.items, skipped: { cart: c.skipped, wishlist: w.skipped } };
}

/** The wishlist in the ERP's shape, for updateWishList. */
export function encodeWishlist(items: readonly WishlistItem[]): Record<string, unknown>[] {
  return items.map((i) => ({
    id: i.id,
    sku: i.sku,
    name: i.name,
    image: i.image,
    variation: i.variation ?? [],
  }));
}
