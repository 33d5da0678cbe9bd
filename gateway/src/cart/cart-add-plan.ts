import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { effectiveStock, isSizeUnavailable, orderableQuantity } from '../domain/availability.ts';
import {
  addManyToCart,
  addToCart,
  quantityInCart,
  type AddManyEntry,
  type Cart,
  type CartContext,
  type CartError,
  type CartLine,
} from '../domain/cart.ts';
import { CART_MESSAGES, QUANTITY_MESSAGES } from '../domain/messages.ts';

/** One cell of the grid (or the single add of a product page / quick view). */
export interface RequestedLine {
  productId: string;
  /** The size article; absent for a product without variations. */
  articleId?: string | null;
  quantity: number;
}

/** What became of one requested line: the pieces added, or why it was refused. */
export interface PlannedLine {
  added: number;
  error: CartError | null;
}

export type AddPlan = (
  { cart: CartLine[]; added: number; error: null } | { cart: null; added: 0; error: CartError }
) & {
  /** One entry per requested line, in order. */
  lines: PlannedLine[];
};

/**
 * ALL: the grid's add, every cell or none (the customer never has to work out which cells went
 * in). EACH: a reorder or quick order, where each line is added or refused on its own.
 */
export type AddMode = 'ALL' | 'EACH';

const notAddable = (): CartError => ({ code: 'NOT_ADDABLE', message: CART_MESSAGES.notAddable });

interface Located {
  entry: AddManyEntry & { quantity: number };
  /** Pieces that can be ordered: stock plus free arrivals (domain availability). */
  stock: number;
}

/** The catalogue article a cell names, as a cart entry with its size state; null if unknown. */
function locate(
  snapshot: CatalogueSnapshot,
  line: RequestedLine,
  missingStockDefault: number | null,
): Located | null {
  const product = snapshot.byId.get(Number(line.productId));
  if (!product) return null;
  const base = { productId: product.id, name: product.name, quantity: line.quantity };
  if (product.variations.length === 0) {
    if (line.articleId && Number(line.articleId) !== product.id) return null;
    return {
      entry: {
        ...base,
        articleId: product.id,
        sku: product.sku,
        color: null,
        size: null,
        image: product.images[0] ?? null,
        sizeState: null,
      },
      stock: effectiveStock(product.stock, missingStockDefault),
    };
  }
  if (!line.articleId) return null;
  const articleId = Number(line.articleId);
  for (const variation of product.variations) {
    const size = variation.sizes.find((s) => s.articleId === articleId);
    if (!size) continue;
    const stock = effectiveStock(size.stock, missingStockDefault);
    return {
      entry: {
        ...base,
        articleId,
        sku: size.sku || product.sku,
        color: variation.color,
        size: size.name,
        image: variation.images[0] ?? product.images[0] ?? null,
        ord1: size.colourOrder,
        ord2: size.sizeOrder,
        sizeState: { unavailable: isSizeUnavailable({ ...size, stock }), noWeb: size.noWeb },
      },
      stock: orderableQuantity(stock, size.onOrderFromSupplier, size.committedToCustomers),
    };
  }
  return null;
}

/** Pieces of an article that can be ordered (stock plus free arrivals); null when the catalogue lacks it. */
export function orderableStockOf(
  snapshot: CatalogueSnapshot,
  line: Pick<CartLine, 'productId' | 'articleId'>,
  missingStockDefault: number | null,
): number | null {
  const found = locate(
    snapshot,
    { productId: String(line.productId), articleId: String(line.articleId), quantity: 0 },
    missingStockDefault,
  );
  return found ? found.stock : null;
}

const invalidQuantity = (): CartError => ({
  code: 'INVALID_QUANTITY',
  message: QUANTITY_MESSAGES.notAllowed,
});
const refuseAll = (error: CartError, lines: PlannedLine[]): AddPlan => ({
  cart: null,
  added: 0,
  error,
  lines,
});

/**
 * An add against the cart as saved now (called under the customer's lock). Unknown articles,
 * refused sizes and bad quantities refuse their line (in ALL mode, the whole add); each quantity
 * is then clipped to what is left (what can be ordered, minus the cart and the lines before it),
 * as the grid clips its inputs, and a line left with nothing is dropped (EACH: refused as not
 * addable). When nothing at all can be added the add is refused.
 */
export function planAdd(
  cart: Cart,
  requested: readonly RequestedLine[],
  snapshot: CatalogueSnapshot,
  ctx: CartContext,
  missingStockDefault: number | null,
  mode: AddMode = 'ALL',
): AddPlan {
  const lines: PlannedLine[] = requested.map(() => ({ added: 0, error: null }));
  const located = new Map<number, Located>();
  // Quantities and articles first, then the size checks of the domain on the quantities as asked.
  requested.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 0)
      lines[i] = { added: 0, error: invalidQuantity() };
    else if (line.quantity > 0) {
      const found = locate(snapshot, line, missingStockDefault);
      if (found) located.set(i, found);
      else lines[i] = { added: 0, error: notAddable() };
    }
  });
  const firstError = () => lines.find((l) => l.error !== null)?.error ?? null;
  let refusal = firstError();
  if (refusal && mode === 'ALL') return refuseAll(refusal, lines);
  for (const [i, { entry }] of located) {
    const { sizeState, ...item } = entry;
    const check = addToCart(cart, item, ctx, sizeState ?? null);
    if (check.error && check.error.code !== 'CART_LIMIT') {
      lines[i] = { added: 0, error: check.error };
      located.delete(i);
    }
  }
  refusal = firstError();
  if (refusal && mode === 'ALL') return refuseAll(refusal, lines);
  if (located.size === 0 && !refusal) return { cart: [...cart], added: 0, error: null, lines };

  const claimed = new Map<number, number>();
  const clipped: { index: number; entry: AddManyEntry & { quantity: number } }[] = [];
  for (const [index, { entry, stock }] of located) {
    const before = quantityInCart(cart, entry.articleId) + (claimed.get(entry.articleId) ?? 0);
    const quantity = Math.min(entry.quantity, Math.max(Math.floor(stock - before), 0));
    if (quantity === 0) {
      if (mode === 'EACH') lines[index] = { added: 0, error: notAddable() };
      continue;
    }
    claimed.set(entry.articleId, (claimed.get(entry.articleId) ?? 0) + quantity);
    clipped.push({ index, entry: { ...entry, quantity } });
  }
  if (mode === 'ALL') {
    if (clipped.length === 0) return refuseAll(notAddable(), lines);
    const result = addManyToCart(
      cart,
      clipped.map((c) => c.entry),
      ctx,
    );
    if (result.error) return refuseAll(result.error, lines);
    for (const c of clipped) lines[c.index] = { added: c.entry.quantity, error: null };
    return { cart: result.cart, added: result.added, error: null, lines };
  }
  let next: CartLine[] = [...cart];
  let added = 0;
  for (const { index, entry } of clipped) {
    const { sizeState, ...item } = entry;
    const result = addToCart(next, item, ctx, sizeState ?? null);
    if (result.error) {
      lines[index] = { added: 0, error: result.error };
      continue;
    }
    next = result.cart;
    added += entry.quantity;
    lines[index] = { added: entry.quantity, error: null };
  }
  refusal = firstError();
  if (added === 0 && refusal) return refuseAll(refusal, lines);
  return { cart: next, added, error: null, lines };
}
