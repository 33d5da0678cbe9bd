import type { CatalogueSnapshot } from '../catalog/catalogue-store.ts';
import { effectiveStock, isSizeUnavailable, orderableQuantity } from '../domain/availability.ts';
import {
  addManyToCart,
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

export type AddPlan =
  { cart: CartLine[]; added: number; error: null } | { cart: null; added: 0; error: CartError };

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
        ord1: size.ord1,
        ord2: size.ord2,
        sizeState: { unavailable: isSizeUnavailable({ ...size, stock }), noWeb: size.noWeb },
      },
      stock: orderableQuantity(stock, size.qtaOrdFor, size.qtaImpCli),
    };
  }
  return null;
}

/**
 * The grid's add against the cart as saved now (called under the customer's lock). Unknown
 * articles, refused sizes and bad quantities refuse the whole add; each quantity is then clipped
 * to what is left (what can be ordered, minus the cart and the cells before it), as the grid clips its inputs,
 * and a cell left with nothing is dropped. When nothing at all can be added the add is refused.
 */
export function planAdd(
  cart: Cart,
  requested: readonly RequestedLine[],
  snapshot: CatalogueSnapshot,
  ctx: CartContext,
  missingStockDefault: number | null,
): AddPlan {
  const located: Located[] = [];
  for (const line of requested) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      return {
        cart: null,
        added: 0,
        error: { code: 'INVALID_QUANTITY', message: QUANTITY_MESSAGES.notAllowed },
      };
    }
    if (line.quantity === 0) continue;
    const found = locate(snapshot, line, missingStockDefault);
    if (!found) return { cart: null, added: 0, error: notAddable() };
    located.push(found);
  }
  if (located.length === 0) return { cart: [...cart], added: 0, error: null };

  // The size checks and quantity rules of the domain, on the quantities as asked.
  const asAsked = addManyToCart(
    cart,
    located.map((l) => l.entry),
    ctx,
  );
  if (asAsked.error && asAsked.error.code !== 'CART_LIMIT')
    return { cart: null, added: 0, error: asAsked.error };

  const claimed = new Map<number, number>();
  const clipped: AddManyEntry[] = [];
  for (const { entry, stock } of located) {
    const before = quantityInCart(cart, entry.articleId) + (claimed.get(entry.articleId) ?? 0);
    const quantity = Math.min(entry.quantity, Math.max(Math.floor(stock - before), 0));
    if (quantity === 0) continue;
    claimed.set(entry.articleId, (claimed.get(entry.articleId) ?? 0) + quantity);
    clipped.push({ ...entry, quantity });
  }
  if (clipped.length === 0) return { cart: null, added: 0, error: notAddable() };
  const result = addManyToCart(cart, clipped, ctx);
  if (result.error) return { cart: null, added: 0, error: result.error };
  return { cart: result.cart, added: result.added, error: null };
}
