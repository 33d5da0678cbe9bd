import type { Resolvers, ResolversTypes, UserError } from '../generated/resolvers.ts';
import type { GraphQLContext } from '../context.ts';
import { requireSession } from '../guards.ts';
import { cartOwnerOf } from '../../cart/cart-owner.ts';
import type { Proposal } from '../../cart/cart-store.ts';
import { presentWishlist } from '../../cart/cart-view.ts';
import { listsOf, orRelogin, rememberLists } from '../../cart/session-cart.ts';
import {
  addToWishlist,
  clearWishlist,
  removeFromWishlist,
  type WishlistItem,
} from '../../domain/wishlist.ts';

/** Not in the specification: the heart of a product that has left the catalogue meanwhile. */
const PRODUCT_NOT_FOUND: UserError = {
  code: 'PRODUCT_NOT_FOUND',
  message: 'Articolo non più disponibile',
  field: ['input', 'productId'],
};

type WishlistRule = (list: WishlistItem[]) => Proposal<WishlistItem, UserError | null>;

async function changeWishlist(
  ctx: GraphQLContext,
  rule: WishlistRule,
): Promise<ResolversTypes['WishlistPayload']> {
  const session = requireSession(ctx);
  const outcome = await orRelogin(ctx.stores.carts.changeWishlist(cartOwnerOf(ctx, session), rule));
  rememberLists(ctx, outcome.lists);
  const userErrors: UserError[] = [];
  if (outcome.value) userErrors.push(outcome.value);
  if (outcome.refusal !== null) {
    const detail = outcome.refusal.trim();
    userErrors.push({
      code: 'NOT_SAVED',
      message: `Preferiti non salvati${detail ? `: ${detail}` : ''}`,
      field: null,
    });
  }
  return { wishlist: await presentWishlist(ctx, outcome.lists.wishlist), userErrors };
}

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: async (_p, _a, ctx) => presentWishlist(ctx, (await listsOf(ctx)).wishlist),
  },
  Mutation: {
    wishlistAdd: async (_p, { input }, ctx) => {
      requireSession(ctx);
      const product = (await ctx.tenant.catalogue.get()).byId.get(Number(input.productId));
      return changeWishlist(ctx, (list) => {
        if (!product) return { next: null, value: PRODUCT_NOT_FOUND };
        const item: WishlistItem = {
          id: product.id,
          sku: product.sku,
          name: product.name,
          image: product.images[0] ?? null,
        };
        return { next: addToWishlist(list, item), value: null };
      });
    },
    wishlistRemove: (_p, { input }, ctx) =>
      changeWishlist(ctx, (list) => ({
        next: removeFromWishlist(list, Number(input.productId)),
        value: null,
      })),
    wishlistClear: (_p, _a, ctx) =>
      changeWishlist(ctx, () => ({ next: clearWishlist<WishlistItem>(), value: null })),
  },
};
