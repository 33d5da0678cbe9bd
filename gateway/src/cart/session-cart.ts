import { servedCustomerId } from '../session/viewer.ts';
import { randomUUID } from 'node:crypto';
import type { CartContext } from '../domain/cart.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { SessionData } from '../session/session-data.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { CartOwnerRefusedError, type SavedLists } from './cart-store.ts';

const EMPTY: SavedLists = { cart: [], wishlist: [] };
/** This request's saved lists (read once, or as a change of this request saved them). */
const LISTS = Symbol('saved lists');

/** The stored credentials stopped working (password changed): the user must log in again. */
export async function orRelogin<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof CartOwnerRefusedError) throw new ServiceError('UNAUTHENTICATED');
    throw err;
  }
}

/** The viewer's saved lists, read once per request; empty when logged out. */
export function listsOf(ctx: RequestContext): Promise<SavedLists> {
  const session = ctx.session.active();
  if (!session) return Promise.resolve(EMPTY);
  let hit = ctx.memo.get<Promise<SavedLists>>(LISTS);
  if (!hit) {
    const read = orRelogin(ctx.stores.carts.read(cartOwnerOf(ctx, session)));
    read.catch(() => {
      if (ctx.memo.get(LISTS) === read) ctx.memo.delete(LISTS);
    });
    hit = ctx.memo.set(LISTS, read);
  }
  return hit;
}

/** After a change, later fields of the same request (inCart, maxQuantity) see the saved lists. */
export function rememberLists(ctx: RequestContext, lists: SavedLists): void {
  ctx.memo.set(LISTS, Promise.resolve(lists));
}

/**
 * The rule inputs of a new line: S1/S2 and the price-list type of the customer being served (the
 * selected customer for an agent, as the pricing context reports it), else of the login.
 */
export async function cartContextOf(ctx: RequestContext, session: SessionData): Promise<CartContext> {
  const data = await ctx.tenant.pricing.get(session, servedCustomerId(session) ?? 0);
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
