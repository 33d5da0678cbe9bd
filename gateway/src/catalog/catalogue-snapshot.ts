import type { CatalogueProduct } from '../upstream/types.ts';
import { ListingIndexBuilder, type ListingIndex } from './product-index.ts';

export interface CatalogueSnapshot {
  loadedAt: number;
  products: CatalogueProduct[];
  byId: Map<number, CatalogueProduct>;
  /** Precomputed filter values, in catalogue order. */
  index: ListingIndex;
}

export type ProductDescriptions = ReadonlyMap<number, { desWeb: string; fullDescription: string }>;

/**
 * A snapshot put together product by product while the catalogue arrives (from the upstream or
 * from another instance), so that indexing never holds the event loop for the whole catalogue.
 */
export class SnapshotBuilder {
  private readonly products: CatalogueProduct[] = [];
  private readonly byId = new Map<number, CatalogueProduct>();
  private readonly listing = new ListingIndexBuilder();

  get size(): number {
    return this.products.length;
  }

  add(product: CatalogueProduct): void {
    this.products.push(product);
    this.byId.set(product.id, product);
    this.listing.add(product);
  }

  /** The snapshot, with the descriptions that came apart from the products (when they did). */
  finish(loadedAt: number, descriptions?: ProductDescriptions): CatalogueSnapshot {
    if (descriptions?.size) {
      for (const p of this.products) {
        const d = descriptions.get(p.id);
        if (d) {
          p.desWeb = d.desWeb;
          p.fullDescription = d.fullDescription;
        }
      }
    }
    return { loadedAt, products: this.products, byId: this.byId, index: this.listing.finish() };
  }
}

export function snapshotOf(products: readonly CatalogueProduct[], loadedAt: number): CatalogueSnapshot {
  const builder = new SnapshotBuilder();
  for (const p of products) builder.add(p);
  return builder.finish(loadedAt);
}
