import type { Resolvers, ResolversTypes, UserError } from '../generated/resolvers.ts';
import type { GraphQLContext } from '../context.ts';
import { requireSession } from '../guards.ts';
import { cartOwnerOf } from '../../cart/cart-owner.ts';
import { planAdd } from '../../cart/cart-add-plan.ts';
import type { ChangeOutcome, Proposal } from '../../cart/cart-store.ts';
import { presentCart } from '../../cart/cart-view.ts';
import { cartContextOf, listsOf, orRelogin, rememberLists } from '../../cart/session-cart.ts';
import {
  clearCart,
  decreaseLine,
  removeLine,
  updateLineQuantity,
  type CartError,
  type CartLine,
} from '../../domain/cart.ts';
import { CART_MESSAGES } from '../../domain/messages.ts';

/** What a cart change reports besides the cart: the pieces added and the refusal, if any. */
interface ChangeValue {
  added: number;
  error: CartError | null;
}

/** The ERP answered with an Errore: the change was not saved, the cart is as it was. */
export const NOT_SAVED_CODE = 'NOT_SAVED';

const lineNotFound = (): CartError => ({ code: 'LINE_NOT_FOUND', message: CART_MESSAGES.lineNotFound });

function userErrorsOf(outcome: ChangeOutcome<ChangeValue>): UserError[] {
  if (outcome.value.error)
    return [{ code: outcome.value.error.code, message: outcome.value.error.message, field: null }];
  if (outcome.refusal !== null) {
    const detail = outcome.refusal.trim();
    return [
      { code: NOT_SAVED_CODE, message: `Carrello non salvato${detail ? `: ${detail}` : ''}`, field: null },
    ];
  }
  return [];
}

type CartRule = (cart: CartLine[]) => Proposal<CartLine, ChangeValue>;

/**
 * Runs one change under the customer's lock and shapes the payload. `prepare` fetches anything
 * slow (catalogue, pricing context) before the lock is taken and returns the rule to apply.
 */
async function changeCart(
  ctx: GraphQLContext,
  prepare: () => Promise<CartRule>,
): Promise<ResolversTypes['CartPayload']> {
  const session = requireSession(ctx);
  const owner = cartOwnerOf(ctx, session);
  const rule = await prepare();
  const outcome = await orRelogin(ctx.services.carts.changeCart(owner, rule));
  rememberLists(ctx, outcome.lists);
  return {
    cart: await presentCart(ctx, outcome.lists.cart),
    addedQuantity: outcome.saved ? outcome.value.added : 0,
    userErrors: userErrorsOf(outcome),
  };
}

const now = (rule: CartRule) => () => Promise.resolve(rule);

const refuse = (error: CartError): Proposal<CartLine, ChangeValue> => ({
  next: null,
  value: { added: 0, error },
});
const accept = (next: CartLine[], added = 0): Proposal<CartLine, ChangeValue> => ({
  next,
  value: { added, error: null },
});

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_p, _a, ctx) => presentCart(ctx, (await listsOf(ctx)).cart),
  },
  Mutation: {
    cartLinesAdd: (_p, { input }, ctx) =>
      changeCart(ctx, async () => {
        const session = requireSession(ctx);
        const [snapshot, rules] = await Promise.all([
          ctx.tenant.catalogue.get(),
          cartContextOf(ctx, session),
        ]);
        const missingStockDefault = ctx.tenant.profile.rules.missingStockDefault;
        return (cart) => {
          const plan = planAdd(cart, input.lines, snapshot, rules, missingStockDefault);
          return plan.error ? refuse(plan.error) : accept(plan.cart, plan.added);
        };
      }),
    cartLineDecrease: (_p, { input }, ctx) =>
      changeCart(
        ctx,
        now((cart) =>
          cart.some((l) => l.cartItemId === input.lineId)
            ? accept(decreaseLine(cart, input.lineId))
            : refuse(lineNotFound()),
        ),
      ),
    cartLineUpdate: (_p, { input }, ctx) =>
      changeCart(
        ctx,
        now((cart) => {
          const result = updateLineQuantity(cart, input.lineId, input.quantity);
          return result.error ? refuse(result.error) : accept(result.cart);
        }),
      ),
    cartLineRemove: (_p, { input }, ctx) =>
      changeCart(
        ctx,
        now((cart) =>
          cart.some((l) => l.cartItemId === input.lineId)
            ? accept(removeLine(cart, input.lineId))
            : refuse(lineNotFound()),
        ),
      ),
    cartClear: (_p, _a, ctx) =>
      changeCart(
        ctx,
        now(() => accept(clearCart())),
      ),
  },
};
