import type { RequestContext } from '../context/request-context.ts';
import { ProductActionsApi, type StoredReview } from '../upstream/product-actions-api.ts';

/** The page shows at most this many reviews; a client asking for more gets this many. */
export const REVIEWS_MAX = 20;

/** A requested number of reviews brought within 0..REVIEWS_MAX. */
export function reviewsLimit(requested: number | null | undefined): number {
  return Math.min(Math.max(0, Math.trunc(requested ?? 10)), REVIEWS_MAX);
}

/** The newest reviews of a product, newest first, as the upstream keeps them. */
export async function productReviews(ctx: RequestContext, productId: number, requested: number | null | undefined): Promise<StoredReview[]> {
  const limit = reviewsLimit(requested);
  if (limit === 0) return [];
  return new ProductActionsApi(ctx.tenant.api.http).getReviews(productId, limit);
}
