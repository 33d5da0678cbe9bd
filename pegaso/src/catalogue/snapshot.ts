import { descriptionPages, productJsonPages, productJsonTexts, recommendedMarker } from '../db/catalogue-json.ts';
import type { Db } from '../db/client.ts';
import { itemsNoScoOf } from '../db/pricing.ts';
import { JsonArrayBlocks } from './json-array-blocks.ts';

/** About a megabyte of product JSON per block; descriptions and article ids are smaller. */
const productsPerBlock = 256;
const descriptionsPerBlock = 2000;
const idsPerBlock = 20_000;
const recommendedTrue = '"recommended":true';

/** The catalogue's products, read a page at a time into blocks, and the position of each id. */
async function loadProducts(db: Db, company: number): Promise<{ items: JsonArrayBlocks; indexById: Map<number, number> }> {
  const items = JsonArrayBlocks.builder(recommendedMarker, productsPerBlock);
  const indexById = new Map<number, number>();
  for await (const page of productJsonPages(db, company)) {
    items.add(page.map((p) => p.json));
    for (const p of page) indexById.set(p.id, indexById.size);
  }
  return { items: items.build(), indexById };
}

async function loadDescriptions(db: Db, company: number): Promise<JsonArrayBlocks> {
  const descriptions = JsonArrayBlocks.builder(null, descriptionsPerBlock);
  for await (const page of descriptionPages(db, company)) descriptions.add(page.map((d) => JSON.stringify(d)));
  return descriptions.build();
}

/**
 * One company's catalogue, serialised once, in blocks (json-array-blocks.ts): the product
 * array, the descriptions and the articles excluded from discounts, each written into a reply
 * piece by piece. It never changes; a refresh makes a new snapshot sharing the unchanged blocks.
 */
export class CatalogueSnapshot {
  private constructor(
    private readonly products: JsonArrayBlocks,
    private readonly indexById: ReadonlyMap<number, number>,
    private readonly descriptions: JsonArrayBlocks,
    private readonly noSco: JsonArrayBlocks,
  ) {}

  static async load(db: Db, company: number): Promise<CatalogueSnapshot> {
    const [{ items, indexById }, descriptions, noSco] = await Promise.all([
      loadProducts(db, company),
      loadDescriptions(db, company),
      itemsNoScoOf(db, company),
    ]);
    return new CatalogueSnapshot(items, indexById, descriptions, JsonArrayBlocks.fromTexts(noSco.map(String), null, idsPerBlock));
  }

  get size(): number {
    return this.products.length;
  }

  /**
   * Reloads some products (after a stock change, say). When one of them was added or removed
   * the order of the list changes, so the whole catalogue is loaded again.
   */
  async refresh(db: Db, company: number, productIds: number[]): Promise<CatalogueSnapshot> {
    const fresh = await productJsonTexts(db, company, productIds);
    const known = fresh.every((p) => this.indexById.has(p.id));
    if (!known || fresh.length !== new Set(productIds).size) return CatalogueSnapshot.load(db, company);
    const replacements = new Map(fresh.map((p) => [this.indexById.get(p.id) as number, p.json]));
    return new CatalogueSnapshot(this.products.replace(replacements), this.indexById, this.descriptions, this.noSco);
  }

  /**
   * The product array as JSON (or, `quoted`, as a JSON string literal of that JSON, for
   * itemsNoParsed), piece by piece. Products the caller lists as recommended get
   * `"recommended":true`; the cached text itself never changes.
   */
  items(quoted: boolean, recommended: Iterable<number> = []): Generator<Buffer> {
    const indexes = [...recommended].map((id) => this.indexById.get(id)).filter((i): i is number => i !== undefined);
    return this.products.pieces(quoted, indexes, recommendedTrue);
  }

  /** The descriptions array, as JSON or as a JSON string literal of it. */
  descriptionPieces(quoted: boolean): Generator<Buffer> {
    return this.descriptions.pieces(quoted);
  }

  /** The ids of the articles excluded from discounts, as a JSON array. */
  itemsNoScoPieces(): Generator<Buffer> {
    return this.noSco.pieces(false);
  }
}
