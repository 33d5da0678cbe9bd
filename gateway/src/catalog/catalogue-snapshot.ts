import { createHash } from 'node:crypto';
import { parseProduct } from '../upstream/catalogue-reply.ts';
import type { CatalogueProduct } from '../upstream/types.ts';
import { compactSizes } from './compact-sizes.ts';
import { ListingIndexBuilder, type ListingIndex } from './product-index.ts';

export interface CatalogueSnapshot {
  loadedAt: number;
  products: CatalogueProduct[];
  byId: Map<number, CatalogueProduct>;
  /** Precomputed filter values, in catalogue order. */
  index: ListingIndex;
  /** Each product by a digest of the upstream text it was read from (none when adopted from another instance). */
  sources: ReadonlyMap<string, CatalogueProduct>;
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
  private readonly sources = new Map<string, CatalogueProduct>();
  private kept = 0;

  /** `previous`: the snapshot being replaced, whose unchanged products are kept, not read again. */
  constructor(private readonly previous: CatalogueSnapshot | null = null) {}

  get size(): number {
    return this.products.length;
  }

  /** How many products were taken over unchanged from the previous snapshot. */
  get reused(): number {
    return this.kept;
  }

  add(product: CatalogueProduct): void {
    const p = compactSizes(product);
    this.products.push(p);
    this.byId.set(p.id, p);
    this.listing.add(p);
  }

  /**
   * Adds a product from its upstream JSON text. A text the previous snapshot was read from gives
   * back that snapshot's product: between two refreshes most products do not change, and the
   * refresh then neither parses them again nor holds two copies of them.
   */
  addText(text: string): void {
    const digest = createHash('sha1').update(text).digest('base64');
    const known = this.previous?.sources.get(digest);
    if (known) this.kept += 1;
    const product = known ?? parseProduct(text);
    this.sources.set(digest, product);
    this.add(product);
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
    return { loadedAt, products: this.products, byId: this.byId, index: this.listing.finish(), sources: this.sources };
  }
}

export function snapshotOf(products: readonly CatalogueProduct[], loadedAt: number): CatalogueSnapshot {
  const builder = new SnapshotBuilder();
  for (const p of products) builder.add(p);
  return builder.finish(loadedAt);
}
