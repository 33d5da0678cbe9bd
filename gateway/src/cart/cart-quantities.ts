import type { RequestContext } from '../context/request-context.ts';
import { quantityInCart } from '../domain/cart.ts';
import { listsOf } from './session-cart.ts';

/** Pieces of an article already in the viewer's cart (0 when logged out). */
export async function cartQuantityOf(ctx: RequestContext, articleId: number): Promise<number> {
  const { cart } = await listsOf(ctx);
  return quantityInCart(cart, articleId);
}
