import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import type { GraphQLContext } from '../context.ts';
import { requireSession } from '../guards.ts';
import {
  addCartLines,
  clearSessionCart,
  decreaseCartLine,
  removeCartLine,
  updateCartLine,
  type CartChangeOutcome,
} from '../../cart/cart-service.ts';
import { presentCart } from '../../cart/cart-view.ts';
import { listsOf } from '../../cart/session-cart.ts';
import { clippedLines } from '../../domain/quantity-clip.ts';

async function payload(
  ctx: GraphQLContext,
  outcome: CartChangeOutcome,
): Promise<ResolversTypes['CartPayload']> {
  return {
    cart: await presentCart(ctx, outcome.cart),
    addedQuantity: outcome.added,
    clippedLines: clippedLines(
      outcome.lines.map(({ request, added, error }) => ({
        productId: request.productId,
        articleId: request.articleId ?? null,
        requested: request.quantity,
        added,
        refused: error !== null,
      })),
      outcome.userErrors.length === 0,
    ),
    userErrors: outcome.userErrors,
  };
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_p, _a, ctx) => presentCart(ctx, (await listsOf(ctx)).cart),
  },
  Mutation: {
    cartLinesAdd: async (_p, { input }, ctx) =>
      payload(ctx, await addCartLines(ctx, requireSession(ctx), input.lines)),
    cartLineDecrease: async (_p, { input }, ctx) =>
      payload(ctx, await decreaseCartLine(ctx, requireSession(ctx), input.lineId)),
    cartLineUpdate: async (_p, { input }, ctx) =>
      payload(ctx, await updateCartLine(ctx, requireSession(ctx), input.lineId, input.quantity)),
    cartLineRemove: async (_p, { input }, ctx) =>
      payload(ctx, await removeCartLine(ctx, requireSession(ctx), input.lineId)),
    cartClear: async (_p, _a, ctx) => payload(ctx, await clearSessionCart(ctx, requireSession(ctx))),
  },
};
