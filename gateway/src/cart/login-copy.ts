import type { RequestContext } from '../context/request-context.ts';
import type { SessionData } from '../session/session-data.ts';
import type { LoginUser } from '../erp/models.ts';
import { cartOwnerOf } from './cart-owner.ts';

/**
 * The login reply carries the saved cart and wishlist; keeping them spares a second login when
 * the cart is first shown. Failing to keep them only costs that login later, never the login.
 */
export async function keepLoginLists(
  ctx: RequestContext,
  session: SessionData,
  user: LoginUser,
): Promise<void> {
  try {
    await ctx.stores.carts.adoptLoginCopy(cartOwnerOf(ctx, session), user.savedLists);
  } catch (err) {
    ctx.log.warn({ err }, 'could not keep the cart returned by the login');
  }
}
