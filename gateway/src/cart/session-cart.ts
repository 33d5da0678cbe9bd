import { randomUUID } from 'node:crypto';
import type { CartContext } from '../domain/cart.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { GatewayError } from '../graphql/errors.ts';
import type { SessionData } from '../session/session-data.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { CartOwnerRefusedError, type SavedLists } from './cart-store.ts';

const EMPTY: SavedLists = { cart: [], wishlist: [] };
const perRequest = new WeakMap<object, Promise<SavedLists>>();

/** The stored credentials stopped working (password changed): the user must log in again. */
export async function orRelogin<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof CartOwnerRefusedError) throw new GatewayError('UNAUTHENTICATED');
    throw err;
  }
}

/** The viewer's saved lists, read once per request; empty when logged out. */
export function listsOf(ctx: GraphQLContext): Promise<SavedLists> {
  const session = ctx.session.active();
  if (!session) return Promise.resolve(EMPTY);
  let hit = perRequest.get(ctx.request);
  if (!hit) {
    hit = orRelogin(ctx.services.carts.read(cartOwnerOf(ctx, session)));
    hit.catch(() => perRequest.delete(ctx.request));
    perRequest.set(ctx.request, hit);
  }
  return hit;
}

/** After a change, later fields of the same request (inCart, maxQuantity) see the saved lists. */
export function rememberLists(ctx: GraphQLContext, lists: SavedLists): void {
  perRequest.set(ctx.request, Promise.resolve(lists));
}

/**
 * The rule inputs of a new line: S1/S2 and the price-list type of the customer being served (the
 * selected customer for an agent, as the pricing context reports it), else of the login.
 */
export async function cartContextOf(ctx: GraphQLContext, session: SessionData): Promise<CartContext> {
  const data = await ctx.tenant.pricing.get(session, session.customer?.id ?? 0);
  const personal = data.personal ?? session.user;
  return {
    priceListType: personal.priceListType,
    s1: personal.s1,
    s2: personal.s2,
    itemsNoSco: new Set(data.itemsNoSco),
    skipChecks: ctx.tenant.profile.rules.skipAddToCartChecks,
    newId: randomUUID,
  };
}
