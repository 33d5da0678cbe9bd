import { descriptionsOf, productJsonTexts, recommendedMarker } from '../db/catalogue-json.ts';
import type { Db } from '../db/client.ts';
import { itemsNoScoOf } from '../db/pricing.ts';
import { JsonArrayBytes } from './json-array-bytes.ts';

const recommendedTrue = '"recommended":true';
/** `json` as the contents of a JSON string literal (what itemsNoParsed holds, unquoted). */
const quote = (json: string): string => JSON.stringify(json).slice(1, -1);
const quoteDoubleQuote = Buffer.from('"');

/** One company's catalogue, serialised once. */
export class CatalogueSnapshot {
  private quotedItems: JsonArrayBytes | undefined;
  private readonly indexById: Map<number, number>;
  private readonly descriptions: { plain: Buffer; quoted?: Buffer };

  private constructor(
    private readonly plainItems: JsonArrayBytes,
    ids: number[],
    descriptions: Buffer,
    readonly itemsNoSco: number[],
  ) {
    this.indexById = new Map(ids.map((id, index) => [id, index]));
    this.descriptions = { plain: descriptions };
  }

  static async load(db: Db, company: number): Promise<CatalogueSnapshot> {
    const [products, descriptions, itemsNoSco] = await Promise.all([
      productJsonTexts(db, company),
      descriptionsOf(db, company),
      itemsNoScoOf(db, company),
    ]);
    return new CatalogueSnapshot(
      JsonArrayBytes.fromTexts(products.map((p) => p.json), recommendedMarker),
      products.map((p) => p.id),
      Buffer.from(JSON.stringify(descriptions)),
      itemsNoSco,
    );
  }

  get size(): number {
    return this.plainItems.length;
  }

  /**
   * Reloads some products (after a stock change, say). When one of them was added or removed
   * the order of the list changes, so the whole catalogue is loaded again.
   */
  async refresh(db: Db, company: number, productIds: number[]): Promise<CatalogueSnapshot> {
    const fresh = await productJsonTexts(db, company, productIds);
    const known = fresh.every((p) => this.indexById.has(p.id));
    if (!known || fresh.length !== new Set(productIds).size) return CatalogueSnapshot.load(db, company);
    const replacements = new Map(fresh.map((p) => [this.indexById.get(p.id) as number, Buffer.from(p.json)]));
    const next = new CatalogueSnapshot(this.plainItems.replace(replacements), [...this.indexById.keys()], this.descriptions.plain, this.itemsNoSco);
    next.descriptions.quoted = this.descriptions.quoted;
    return next;
  }

  /**
   * The product array as JSON (or, `quoted`, as a JSON string literal of that JSON, for
   * itemsNoParsed), in pieces to be written one after the other. Products the caller lists as
   * recommended get `"recommended":true`; the cached text itself never changes.
   */
  items(quoted: boolean, recommended: Iterable<number> = []): Buffer[] {
    const indexes = [...recommended].map((id) => this.indexById.get(id)).filter((i): i is number => i !== undefined);
    if (!quoted) return this.plainItems.chunks(indexes, recommendedTrue);
    this.quotedItems ??= JsonArrayBytes.fromTexts(
      Array.from({ length: this.size }, (_, i) => quote(this.plainItems.element(i).toString())),
      quote(recommendedMarker),
    );
    return [quoteDoubleQuote, ...this.quotedItems.chunks(indexes, quote(recommendedTrue)), quoteDoubleQuote];
  }

  descriptionsJson(quoted: boolean): Buffer {
    if (!quoted) return this.descriptions.plain;
    return (this.descriptions.quoted ??= Buffer.from(JSON.stringify(this.descriptions.plain.toString())));
  }
}

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
