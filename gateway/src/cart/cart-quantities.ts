import type { GraphQLContext } from '../graphql/context.ts';

/**
 * Pieces of an article already in the viewer's cart (0 when logged out). The cart store
 * replaces this lookup when carts are served by the gateway.
 */
export async function cartQuantityOf(ctx: GraphQLContext, articleId: number): Promise<number> {
  if (!ctx.session.active()) return 0;
  void articleId;
  return 0;
}
