// Cart rules of the specification (§4 Cart, §5, §9) and design §5.4. The upstream stores the
// cart as a whole; callers apply one of these pure changes under the customer's lock and write
// the result back. Every function returns a new array and leaves its input untouched.

import { CART_MESSAGES, CHECKOUT_MESSAGES, QUANTITY_MESSAGES, freeShippingGapText } from './messages.ts';
import { PRICE_LIST_TYPE_NET } from './pricing.ts';
import { roundHalfUpToCents } from './money.ts';

export const MAX_CART_LINES = 100;

export interface CartLine {
  cartItemId: string;
  productId: number;
  /** IDArtSizeColor of the chosen size (the product's own article without variations). */
  articleId: number;
  sku: string;
  name: string;
  /** As sent, 'CODE-Name'; null for a product without variations. */
  color: string | null;
  size: string | null;
  quantity: number;
  /** Discount percents stored on the line (TipLis 4 only). */
  sco1: number;
  sco2: number;
  image?: string | null;
  ord1?: number;
  ord2?: number;
}

export type Cart = readonly CartLine[];

export type CartItemInput = Omit<CartLine, 'cartItemId' | 'quantity' | 'sco1' | 'sco2'> & {
  /** Pieces to add; 1 when absent. */
  quantity?: number;
};

export interface CartContext {
  priceListType: number;
  s1: number;
  s2: number;
  itemsNoSco: ReadonlySet<number>;
  /** Some tenants skip the availability checks on some screens. */
  skipChecks: boolean;
  newId: () => string;
}

export interface SizeState {
  unavailable: boolean;
  noWeb: boolean;
}

export type CartErrorCode = 'NOT_ADDABLE' | 'CART_LIMIT' | 'INVALID_QUANTITY' | 'LINE_NOT_FOUND';

export interface CartError {
  code: CartErrorCode;
  message: string;
}

export interface CartChange {
  cart: CartLine[];
  error: CartError | null;
}

const error = (code: CartErrorCode, message: string): CartError => ({ code, message });
const NOT_ADDABLE = () => error('NOT_ADDABLE', CART_MESSAGES.notAddable);
const CART_LIMIT = () => error('CART_LIMIT', CART_MESSAGES.limitExceeded);
const INVALID_QUANTITY = () => error('INVALID_QUANTITY', QUANTITY_MESSAGES.notAllowed);
const LINE_NOT_FOUND = () => error('LINE_NOT_FOUND', CART_MESSAGES.lineNotFound);

/** The colour code: the part before the dash ('01-Bianco (melange)' → '01'). */
export function colorPrefix(color: string | null): string | null {
  if (color === null) return null;
  const dash = color.indexOf('-');
  return (dash === -1 ? color : color.slice(0, dash)).trim();
}

function sameLine(line: CartLine, item: CartItemInput): boolean {
  return (
    line.productId === item.productId &&
    colorPrefix(line.color) === colorPrefix(item.color) &&
    (line.size ?? null) === (item.size ?? null)
  );
}

function isPositiveWhole(n: number): boolean {
  return Number.isInteger(n) && n > 0;
}

/**
 * Adds pieces: onto the matching line (same product, colour code and size), else as a new line
 * within the 100-line limit. A quantity of 0 changes nothing; an unavailable or hidden size is
 * refused unless the caller skips the checks.
 */
export function addToCart(
  cart: Cart,
  item: CartItemInput,
  ctx: CartContext,
  sizeState: SizeState | null,
): CartChange {
  const quantity = item.quantity ?? 1;
  if (quantity === 0) return { cart: [...cart], error: null };
  if (!isPositiveWhole(quantity)) return { cart: [...cart], error: INVALID_QUANTITY() };
  if (!ctx.skipChecks && sizeState && (sizeState.unavailable || sizeState.noWeb)) {
    return { cart: [...cart], error: NOT_ADDABLE() };
  }
  const index = cart.findIndex((line) => sameLine(line, item));
  if (index !== -1) {
    return {
      cart: cart.map((line, i) => (i === index ? { ...line, quantity: line.quantity + quantity } : line)),
      error: null,
    };
  }
  if (cart.length >= MAX_CART_LINES) return { cart: [...cart], error: CART_LIMIT() };
  const discounted = ctx.priceListType === PRICE_LIST_TYPE_NET && !ctx.itemsNoSco.has(item.articleId);
  const line: CartLine = {
    ...item,
    cartItemId: ctx.newId(),
    quantity,
    sco1: discounted ? ctx.s1 : 0,
    sco2: discounted ? ctx.s2 : 0,
  };
  return { cart: [...cart, line], error: null };
}

export type AddManyEntry = CartItemInput & { sizeState?: SizeState | null };

/**
 * The grid's add: every cell with a quantity, or nothing at all when one of them is refused,
 * so that the customer never has to work out which cells went in. `added` counts the pieces.
 */
export function addManyToCart(
  cart: Cart,
  items: readonly AddManyEntry[],
  ctx: CartContext,
): CartChange & { added: number } {
  let next: CartLine[] = [...cart];
  let added = 0;
  for (const { sizeState, ...item } of items) {
    const result = addToCart(next, item, ctx, sizeState ?? null);
    if (result.error) return { cart: [...cart], error: result.error, added: 0 };
    next = result.cart;
    added += item.quantity ?? 1;
  }
  return { cart: next, error: null, added };
}

/** Minus one; a line with one piece is removed. */
export function decreaseLine(cart: Cart, cartItemId: string): CartLine[] {
  const line = cart.find((l) => l.cartItemId === cartItemId);
  if (!line) return [...cart];
  if (line.quantity <= 1) return removeLine(cart, cartItemId);
  return cart.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l));
}

/**
 * Sets a line's quantity, clipped as an add is to what can be ordered of its article (`orderableOf`:
 * stock plus free arrivals, null when the catalogue no longer has it) minus the article's other
 * lines. A quantity that is not whole and positive, or a line of which nothing can be ordered, is
 * refused with 'Quantità non consentite'.
 */
export function updateLineQuantity(
  cart: Cart,
  cartItemId: string,
  quantity: number,
  orderableOf: (line: CartLine) => number | null,
): CartChange {
  if (!isPositiveWhole(quantity)) return { cart: [...cart], error: INVALID_QUANTITY() };
  const line = cart.find((l) => l.cartItemId === cartItemId);
  if (!line) return { cart: [...cart], error: LINE_NOT_FOUND() };
  const cap = lineQuantityCap(cart, line, orderableOf(line));
  if (cap === 0) return { cart: [...cart], error: INVALID_QUANTITY() };
  const clipped = Math.min(quantity, cap);
  return { cart: cart.map((l) => (l === line ? { ...l, quantity: clipped } : l)), error: null };
}

/**
 * The most pieces a line can hold: what can be ordered of its article less the other lines of the
 * same article. A typed quantity is clipped to it; the cart page says it before the buyer saves.
 */
export function lineQuantityCap(cart: Cart, line: CartLine, orderable: number | null): number {
  const others = quantityInCart(cart, line.articleId) - line.quantity;
  return Math.max(Math.floor((orderable ?? 0) - others), 0);
}

export function removeLine(cart: Cart, cartItemId: string): CartLine[] {
  return cart.filter((l) => l.cartItemId !== cartItemId);
}

export function clearCart(): CartLine[] {
  return [];
}

/** Replaces the whole cart, e.g. with the one saved upstream. */
export function replaceCart(lines: Cart): CartLine[] {
  return lines.map((l) => ({ ...l }));
}

/** Pieces of an article in the cart (for 'stock minus cart' limits). */
export function quantityInCart(cart: Cart, articleId: number): number {
  return cart.reduce((sum, l) => (l.articleId === articleId ? sum + l.quantity : sum), 0);
}

/**
 * Unit amount a line adds to the header preview's total (spec §9: the total sums price times
 * quantity, and company 4's preview uses customerPrice). A customer price of 0 means none, so such a
 * line counts at its computed price.
 */
export function previewUnitAmount(price: number, customerPrice: number, useCustomerPrice: boolean): number {
  return useCustomerPrice && customerPrice > 0 ? customerPrice : price;
}

export interface FreeShippingGap {
  gap: number;
  reached: boolean;
  text: string;
}

/** The free-shipping notice; none when the tenant sets no threshold. */
export function freeShippingGap(total: number, threshold: number): FreeShippingGap | null {
  if (!(threshold > 0)) return null;
  // Compare the total as shown, in cents, so that '390,00 €' of 390 is never 'add 0,00 €'.
  const gap = roundHalfUpToCents(Math.max(threshold - roundHalfUpToCents(total), 0));
  if (gap <= 0) return { gap: 0, reached: true, text: CHECKOUT_MESSAGES.freeShippingReached };
  return { gap, reached: false, text: freeShippingGapText(gap) };
}
