import type { CatalogueProduct } from '../erp/models.ts';
import { SearchIndexBuilder, type SearchFields, type SearchIndex } from './search-index.ts';
import { hasWebPromo, webSizeNames } from './compact-sizes.ts';

/** The filter dimensions of the listing, in the order the sidebar shows them. */
export const DIMENSIONS = ['category', 'subcategory', 'brands', 'templates', 'tag', 'size', 'color'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What the listing needs of one product beside its filter values, precomputed once per snapshot. */
export interface IndexedProduct {
  product: CatalogueProduct;
  promo: boolean;
}

/**
 * The catalogue as the listing reads it. Filter values are interned per dimension so that the
 * per-request pass counts into typed arrays instead of string-keyed maps: with 20,000 products
 * that pass runs on every listing page and facet widget.
 */
export interface ListingIndex {
  items: readonly IndexedProduct[];
  /** Per dimension (DIMENSIONS order), the distinct values; a code is a position here. */
  dict: readonly (readonly string[])[];
  /**
   * Every product's value codes in one column: product i's codes of dimension k are
   * codes[offsets[i * DIMENSIONS.length + k] .. offsets[i * DIMENSIONS.length + k + 1]).
   */
  codes: Uint32Array;
  offsets: Uint32Array;
  search: SearchIndex;
  /** Per dimension, how many products carry each value code: the facets of the unfiltered listing. */
  totals: readonly Int32Array[];
  /** How many products are on promotion. */
  promoTotal: number;
  /** Per dimension, value → code. */
  lookup: readonly ReadonlyMap<string, number>[];
  /** Results of recent filters on this snapshot (see listing.ts). */
  memo: Map<string, unknown>;
}

/** 'CODE-Name (note)' → 'Name': the same colour under two codes is one filter value. */
export function colourName(color: string): string {
  const dash = color.indexOf('-');
  const name = dash >= 0 ? color.slice(dash + 1) : color;
  return name.replace(/\s*[([].*$/, '').trim() || color.trim();
}

const uniq = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];

function valuesOf(p: CatalogueProduct): Record<Dimension, string[]> {
  const visible = p.variations.map((v) => ({ v, sizes: webSizeNames(v) })).filter((x) => x.sizes.length > 0);
  return {
    category: uniq([p.category]),
    subcategory: uniq([p.subcategory]),
    brands: uniq([p.brand]),
    templates: uniq([p.template]),
    tag: uniq(p.tags),
    size: uniq(visible.flatMap((x) => x.sizes)),
    color: uniq(visible.map((x) => colourName(x.v.color))),
  };
}

/** What the search reads of a product: `colours`, the names of its visible colours. */
export function searchFields(p: CatalogueProduct, colours: readonly string[]): SearchFields {
  return {
    name: p.name,
    category: `${p.category} ${p.subcategory}`,
    brand: `${p.brand} ${p.template}`,
    colour: colours.join(' '),
    code: [p.sku, ...p.alternativeCodes].join(' '),
    description: p.shortDescription,
  };
}

/**
 * Builds the listing index one product at a time, as the catalogue arrives: the work is spread
 * over the load instead of holding the event loop once it is all there.
 */
export class ListingIndexBuilder {
  private readonly lookup = DIMENSIONS.map(() => new Map<string, number>());
  private readonly dict: string[][] = DIMENSIONS.map(() => []);
  private readonly items: IndexedProduct[] = [];
  private readonly totals: number[][] = DIMENSIONS.map(() => []);
  private promoTotal = 0;
  // Typed from the start (grown by doubling): finishing then costs no conversion of millions of codes.
  private codes = new Uint32Array(4096);
  private codeCount = 0;
  private offsets = new Uint32Array(4096);
  private offsetCount = 0;
  private readonly search = new SearchIndexBuilder();

  add(p: CatalogueProduct): void {
    const values = valuesOf(p);
    DIMENSIONS.forEach((d, k) => {
      this.pushOffset(this.codeCount);
      for (const v of values[d]) {
        const code = this.codeOf(k, v);
        this.pushCode(code);
        this.totals[k]![code]! += 1;
      }
    });
    this.search.add(this.items.length, searchFields(p, values.color));
    const promo = p.promoFlag || p.variations.some(hasWebPromo);
    if (promo) this.promoTotal += 1;
    this.items.push({ product: p, promo });
  }

  finish(): ListingIndex {
    return {
      items: this.items,
      dict: this.dict,
      lookup: this.lookup,
      codes: this.codes.slice(0, this.codeCount),
      offsets: this.offsetsWithEnd(),
      search: this.search.finish(),
      totals: this.totals.map((counts) => Int32Array.from(counts)),
      promoTotal: this.promoTotal,
      memo: new Map(),
    };
  }

  private pushCode(code: number): void {
    if (this.codeCount === this.codes.length) this.codes = grown(this.codes);
    this.codes[this.codeCount++] = code;
  }

  private pushOffset(offset: number): void {
    if (this.offsetCount === this.offsets.length) this.offsets = grown(this.offsets);
    this.offsets[this.offsetCount++] = offset;
  }

  private offsetsWithEnd(): Uint32Array {
    this.pushOffset(this.codeCount);
    return this.offsets.slice(0, this.offsetCount);
  }

  private codeOf(k: number, value: string): number {
    let code = this.lookup[k]!.get(value);
    if (code === undefined) {
      code = this.dict[k]!.push(value) - 1;
      this.lookup[k]!.set(value, code);
      this.totals[k]!.push(0);
    }
    return code;
  }
}

function grown(a: Uint32Array): Uint32Array<ArrayBuffer> {
  const next = new Uint32Array(a.length * 2);
  next.set(a);
  return next;
}

export function indexCatalogue(products: readonly CatalogueProduct[]): ListingIndex {
  const builder = new ListingIndexBuilder();
  for (const p of products) builder.add(p);
  return builder.finish();
}
