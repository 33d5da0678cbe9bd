import { hash } from 'node:crypto';
import type { CatalogueReader, ProductDescription } from '../erp/catalogue-models.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import { SpreadMap } from '../lib/spread-map.ts';
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

/**
 * A snapshot put together product by product while the catalogue arrives (from the upstream or
 * from another instance), so that indexing never holds the event loop for the whole catalogue.
 */
export class SnapshotBuilder implements CatalogueReader {
  private readonly products: CatalogueProduct[] = [];
  // One entry per product each: plain maps grew together with the search engine's, all on the 65,537th product (lib/spread-map.ts).
  private readonly byId = new SpreadMap<number, CatalogueProduct>();
  private readonly listing = new ListingIndexBuilder();
  private readonly sources = new SpreadMap<string, CatalogueProduct>();
  /** Descriptions that arrived before their product. */
  private readonly early = new Map<number, ProductDescription>();
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
    const description = this.early.get(p.id);
    if (description) {
      this.early.delete(p.id);
      describeProduct(p, description);
    }
    this.products.push(p);
    this.byId.set(p.id, p);
    this.listing.add(p);
  }

  /**
   * Adds a product from its ERP text. A text the previous snapshot was read from gives back that
   * snapshot's product: between two refreshes most products do not change, and the refresh then
   * neither parses them again (`parse` is not called) nor holds two copies of them.
   */
  addText(text: string, parse: () => CatalogueProduct): void {
    // One call, no Hash object: a refresh of 100,000 products made as many native objects for the collector.
    const digest = hash('sha1', text, 'base64');
    const known = this.previous?.sources.get(digest);
    if (known) this.kept += 1;
    const product = known ?? parse();
    this.sources.set(digest, product);
    this.add(product);
  }

  /**
   * Attaches a description that came apart from its product. A product kept from the previous
   * snapshot already has it, unless it changed: it is then changed in place, as the new reply says.
   */
  describe(description: ProductDescription): void {
    const p = this.byId.get(description.id);
    if (p) describeProduct(p, description);
    else this.early.set(description.id, description);
  }

  finish(loadedAt: number): CatalogueSnapshot {
    return { loadedAt, products: this.products, byId: this.byId, index: this.listing.finish(), sources: this.sources };
  }
}

function describeProduct(p: CatalogueProduct, d: ProductDescription): void {
  if (p.desWeb !== d.desWeb) p.desWeb = d.desWeb;
  if (p.fullDescription !== d.fullDescription) p.fullDescription = d.fullDescription;
}

export function snapshotOf(products: readonly CatalogueProduct[], loadedAt: number): CatalogueSnapshot {
  const builder = new SnapshotBuilder();
  for (const p of products) builder.add(p);
  return builder.finish(loadedAt);
}
