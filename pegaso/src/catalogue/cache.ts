import type { Db } from '../db/client.ts';
import { CatalogueSnapshot } from './snapshot.ts';

/**
 * Each company's catalogue is kept serialised in memory: at 20,000 products, building it per
 * request would dominate getProducts. Whatever changes products (stock, prices, descriptions)
 * calls `invalidate`, with the product ids when it knows them.
 */
export class CatalogueCache {
  private readonly snapshots = new Map<number, Promise<CatalogueSnapshot>>();

  constructor(private readonly db: Db) {}

  get(company: number): Promise<CatalogueSnapshot> {
    let snapshot = this.snapshots.get(company);
    if (!snapshot) {
      snapshot = CatalogueSnapshot.load(this.db, company);
      this.remember(company, snapshot);
    }
    return snapshot;
  }

  /** Forgets a company's catalogue (every company's without an argument), or only some products. */
  invalidate(company?: number, productIds?: number[]): void {
    if (company === undefined) return this.snapshots.clear();
    const current = this.snapshots.get(company);
    if (!current || !productIds) {
      this.snapshots.delete(company);
      return;
    }
    if (productIds.length === 0) return;
    this.remember(company, current.then((s) => s.refresh(this.db, company, productIds)));
  }

  private remember(company: number, snapshot: Promise<CatalogueSnapshot>): void {
    this.snapshots.set(company, snapshot);
    // A failed build must not stay cached.
    snapshot.catch(() => {
      if (this.snapshots.get(company) === snapshot) this.snapshots.delete(company);
    });
  }
}
