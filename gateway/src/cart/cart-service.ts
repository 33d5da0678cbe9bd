import type { RequestContext } from '../context/request-context.ts';
import type { UserError } from '../context/user-error.ts';
import {
  clearCart,
  decreaseLine,
  removeLine,
  updateLineQuantity,
  type CartError,
  type CartLine,
} from '../domain/cart.ts';
import { CART_MESSAGES } from '../domain/messages.ts';
import type { SessionData } from '../session/session-data.ts';
import { orderableStockOf, planAdd, type AddMode, type RequestedLine } from './cart-add-plan.ts';
import { cartOwnerOf } from './cart-owner.ts';
import type { ChangeOutcome, Proposal } from './cart-store.ts';
import { cartContextOf, orRelogin, rememberLists } from './session-cart.ts';

export type { RequestedLine } from './cart-add-plan.ts';

/** What became of one requested line of an add. */
export interface CartLineOutcome {
  request: RequestedLine;
  /** Pieces of it added: the request clipped to what can be ordered; 0 when refused or not saved. */
  added: number;
  /** Why the line was refused; null when it was added (or asked for 0 pieces). */
  error: CartError | null;
}

/** The result of one cart change, whatever the transport that asked for it. */
export interface CartChangeOutcome {
  /** The cart as saved; on a refusal, the cart as it was. */
  cart: CartLine[];
  /** Pieces added by the change (0 unless it was saved). */
  added: number;
  /** Why the change was not made; empty when it was saved. */
  userErrors: UserError[];
  /**
   * For an add, one entry per requested line, in order; for a line update, the line with the
   * quantity asked and the quantity set (as `added`); empty for other changes.
   */
  lines: CartLineOutcome[];
}

interface ChangeValue {
  added: number;
  error: CartError | null;
  lines: CartLineOutcome[];
}

type CartRule = (cart: CartLine[]) => Proposal<CartLine, ChangeValue>;

const refuse = (error: CartError, lines: CartLineOutcome[] = []): Proposal<CartLine, ChangeValue> => ({
  next: null,
  value: { added: 0, error, lines },
});
const accept = (
  next: CartLine[],
  added = 0,
  lines: CartLineOutcome[] = [],
): Proposal<CartLine, ChangeValue> => ({
  next,
  value: { added, error: null, lines },
});
const lineNotFound = (): CartError => ({ code: 'LINE_NOT_FOUND', message: CART_MESSAGES.lineNotFound });

function userErrorsOf(outcome: ChangeOutcome<ChangeValue>): UserError[] {
  if (outcome.value.error)
    return [{ code: outcome.value.error.code, message: outcome.value.error.message, field: null }];
  if (outcome.refusal !== null) {
    // The ERP answered with an Errore: the change was not saved, the cart is as it was.
    const detail = outcome.refusal.trim();
    return [
      { code: 'NOT_SAVED', message: `Carrello non salvato${detail ? `: ${detail}` : ''}`, field: null },
    ];
  }
  return [];
}

/**
 * Runs one change under the customer's lock (design §5.4): the rule sees the cart as saved now,
 * its result is written through to the ERP, and later fields of the request see the saved lists.
 * Anything slow (catalogue, pricing context) is fetched by the caller before the lock is taken.
 */
async function change(ctx: RequestContext, session: SessionData, rule: CartRule): Promise<CartChangeOutcome> {
  const outcome = await orRelogin(ctx.stores.carts.changeCart(cartOwnerOf(ctx, session), rule));
  rememberLists(ctx, outcome.lists);
  return {
    cart: outcome.lists.cart,
    added: outcome.saved ? outcome.value.added : 0,
    userErrors: userErrorsOf(outcome),
    lines: outcome.saved ? outcome.value.lines : outcome.value.lines.map((l) => ({ ...l, added: 0 })),
  };
}

/**
 * Adds lines to the session's cart with the cart's own rules: known articles and sizes only,
 * quantities clipped to what can be ordered, the 100-line limit. `ALL` (the grid) adds every line
 * or none; `EACH` (reorder, quick order) adds what it can and says line by line why the rest was
 * refused.
 */
export async function addCartLines(
  ctx: RequestContext,
  session: SessionData,
  items: readonly RequestedLine[],
  mode: AddMode = 'ALL',
): Promise<CartChangeOutcome> {
  const [snapshot, rules] = await Promise.all([ctx.tenant.catalogue.get(), cartContextOf(ctx, session)]);
  const missingStockDefault = ctx.tenant.profile.rules.missingStockDefault;
  return change(ctx, session, (cart) => {
    const plan = planAdd(cart, items, snapshot, rules, missingStockDefault, mode);
    const lines = plan.lines.map((l, i) => ({ request: items[i]!, added: l.added, error: l.error }));
    return plan.error ? refuse(plan.error, lines) : accept(plan.cart, plan.added, lines);
  });
}

/** Minus one piece; a line of one piece is removed. */
export function decreaseCartLine(ctx: RequestContext, session: SessionData, lineId: string) {
  return change(ctx, session, (cart) =>
    cart.some((l) => l.cartItemId === lineId) ? accept(decreaseLine(cart, lineId)) : refuse(lineNotFound()),
  );
}

/** Sets a line's quantity, clipped to what can be ordered of its article as an add is. */
export async function updateCartLine(
  ctx: RequestContext,
  session: SessionData,
  lineId: string,
  quantity: number,
): Promise<CartChangeOutcome> {
  const snapshot = await ctx.tenant.catalogue.get();
  const missingStockDefault = ctx.tenant.profile.rules.missingStockDefault;
  const outcome = await change(ctx, session, (cart) => {
    const result = updateLineQuantity(cart, lineId, quantity, (line) =>
      orderableStockOf(snapshot, line, missingStockDefault),
    );
    return result.error ? refuse(result.error) : accept(result.cart);
  });
  if (outcome.userErrors.length > 0) return outcome;
  // The line as asked and as it now is: a typed quantity above what can be ordered is clipped,
  // and the buyer is told so as an add tells it (quantity-clip.ts). Read from the cart as saved,
  // so that asking again past a line already at its cap (nothing to save) says the same.
  const line = outcome.cart.find((l) => l.cartItemId === lineId);
  const lines = line
    ? [
        {
          request: { productId: String(line.productId), articleId: String(line.articleId), quantity },
          added: line.quantity,
          error: null,
        },
      ]
    : [];
  return { ...outcome, lines };
}

export function removeCartLine(ctx: RequestContext, session: SessionData, lineId: string) {
  return change(ctx, session, (cart) =>
    cart.some((l) => l.cartItemId === lineId) ? accept(removeLine(cart, lineId)) : refuse(lineNotFound()),
  );
}

export function clearSessionCart(ctx: RequestContext, session: SessionData) {
  return change(ctx, session, () => accept(clearCart()));
}
