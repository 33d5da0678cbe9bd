import DataLoader from 'dataloader';
import type { RequestContext } from '../context/request-context.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';
import { REVIEWS_BATCH_MAX, type StoredReview } from '../erp/catalogue-models.ts';
import { ReviewsCache } from './reviews-cache.ts';

/** The page shows at most this many reviews; a client asking for more gets this many. */
export const REVIEWS_MAX = 20;

/** A requested number of reviews brought within 0..REVIEWS_MAX. */
export function reviewsLimit(requested: number | null | undefined): number {
  return Math.min(Math.max(0, Math.trunc(requested ?? 10)), REVIEWS_MAX);
}

const caches = new WeakMap<TenantRuntime, ReviewsCache>();

function cacheOf(ctx: RequestContext): ReviewsCache {
  let cache = caches.get(ctx.tenant);
  if (!cache) caches.set(ctx.tenant, (cache = new ReviewsCache(ctx.settings.catalogueRefreshMs)));
  return cache;
}

const LOADER = Symbol('reviews loader');

/**
 * One loader per request: every `reviews` field of a reply (a page of 90 products with their
 * related ones asks for hundreds) is answered from the company's cache, and the products missing
 * from it are asked of the ERP together, in calls of up to REVIEWS_BATCH_MAX products.
 */
function loaderOf(ctx: RequestContext): DataLoader<number, StoredReview[]> {
  return ctx.memo.once(LOADER, () => {
    const cache = cacheOf(ctx);
    const api = ctx.tenant.erp.catalogue;
    return new DataLoader<number, StoredReview[]>(
      async (ids) => {
        const missing = ids.filter((id) => cache.get(id) === undefined);
        if (missing.length) {
          const batch = api.getReviews(missing, REVIEWS_MAX);
          for (const id of missing) cache.set(id, batch.then((found) => found.get(id) ?? []));
        }
        return Promise.all(ids.map((id) => cache.get(id) ?? Promise.resolve([])));
      },
      { maxBatchSize: REVIEWS_BATCH_MAX },
    );
  });
}

/** The newest reviews of a product, newest first, as the upstream keeps them. */
export async function productReviews(ctx: RequestContext, productId: number, requested: number | null | undefined): Promise<StoredReview[]> {
  const limit = reviewsLimit(requested);
  if (limit === 0) return [];
  return (await loaderOf(ctx).load(productId)).slice(0, limit);
}

/** After a review is added: the product's reviews are read again from the ERP. */
export function forgetReviews(ctx: RequestContext, productId: number): void {
  cacheOf(ctx).invalidate(productId);
}
