import type { StoredReview } from '../erp/catalogue-models.ts';

interface Entry {
  at: number;
  reviews: Promise<StoredReview[]>;
}

/**
 * The newest reviews of the products asked lately, per company, kept as long as the catalogue
 * (CATALOGUE_REFRESH_MS): reviews change about as often as descriptions do, and a listing that
 * shows them must not ask the ERP again for every visitor. A product's entry is dropped when a
 * review of it is added through this gateway. Entries hold promises, so that requests arriving
 * together share one upstream call; a failed call is forgotten at once.
 */
export class ReviewsCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs: number,
    // Reviews are at most 2,000 characters and 20 per product: a few tens of MB at worst.
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(productId: number): Promise<StoredReview[]> | undefined {
    const hit = this.entries.get(productId);
    if (!hit) return undefined;
    if (this.now() - hit.at < this.ttlMs) return hit.reviews;
    this.entries.delete(productId);
    return undefined;
  }

  set(productId: number, reviews: Promise<StoredReview[]>): void {
    reviews.catch(() => {
      if (this.entries.get(productId)?.reviews === reviews) this.entries.delete(productId);
    });
    this.entries.delete(productId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(productId, { at: this.now(), reviews });
  }

  invalidate(productId: number): void {
    this.entries.delete(productId);
  }
}
