import type { CatalogueProduct } from '../upstream/types.ts';

/** The filter dimensions of the listing, in the order the sidebar shows them. */
export const DIMENSIONS = ['category', 'subcategory', 'brands', 'templates', 'tag', 'size', 'color'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What the listing needs of one product, precomputed once per catalogue snapshot. */
export interface IndexedProduct {
  product: CatalogueProduct;
  values: Record<Dimension, readonly string[]>;
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
  /**
   * Every product's searchable text (sku, name, alternative codes; lower case) in one string,
   * product i's from searchStarts[i]: a name search is a few indexOf calls over it instead of a
   * string test per product.
   */
  searchText: string;
  searchStarts: Uint32Array;
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
  const visible = p.variations
    .map((v) => ({ v, sizes: v.sizes.filter((s) => !s.noWeb) }))
    .filter((x) => x.sizes.length > 0);
  return {
    category: uniq([p.category]),
    subcategory: uniq([p.subcategory]),
    brands: uniq([p.brand]),
    templates: uniq([p.template]),
    tag: uniq(p.tags),
    size: uniq(visible.flatMap((x) => x.sizes.map((s) => s.name))),
    color: uniq(visible.map((x) => colourName(x.v.color))),
  };
}

export function indexCatalogue(products: readonly CatalogueProduct[]): ListingIndex {
  const lookup = DIMENSIONS.map(() => new Map<string, number>());
  const dict: string[][] = DIMENSIONS.map(() => []);
  const codeOf = (k: number, value: string): number => {
    let code = lookup[k]!.get(value);
    if (code === undefined) {
      code = dict[k]!.push(value) - 1;
      lookup[k]!.set(value, code);
    }
    return code;
  };
  const flat: number[] = [];
  const offsets = new Uint32Array(products.length * DIMENSIONS.length + 1);
  const items = products.map((p, i): IndexedProduct => {
    const values = valuesOf(p);
    DIMENSIONS.forEach((d, k) => {
      offsets[i * DIMENSIONS.length + k] = flat.length;
      for (const v of values[d]) flat.push(codeOf(k, v));
    });
    return {
      product: p,
      values,
      promo: p.promoFlag || p.variations.some((v) => v.sizes.some((s) => s.promo > 0 && !s.noWeb)),
    };
  });
  offsets[products.length * DIMENSIONS.length] = flat.length;
  return { items, dict, lookup, codes: Uint32Array.from(flat), offsets, ...searchColumn(products), memo: new Map() };
}

/** Between two products' texts: a search never spans two products (the needle cannot hold it). */
const PRODUCT_SEPARATOR = '\u0001';
/** Between the fields of one product, as the per-product test always joined them. */
const FIELD_SEPARATOR = '\u0000';

function searchColumn(products: readonly CatalogueProduct[]): { searchText: string; searchStarts: Uint32Array } {
  const searchStarts = new Uint32Array(products.length + 1);
  const texts: string[] = [];
  let at = 0;
  products.forEach((p, i) => {
    const text = [p.sku, p.name, ...p.alternativeCodes].join(FIELD_SEPARATOR).toLowerCase();
    searchStarts[i] = at;
    texts.push(text);
    at += text.length + PRODUCT_SEPARATOR.length;
  });
  searchStarts[products.length] = at;
  return { searchText: texts.join(PRODUCT_SEPARATOR) + PRODUCT_SEPARATOR, searchStarts };
}

/** The positions (ascending) of the products whose text contains `needle` (lower case, not empty). */
export function productsContaining(index: ListingIndex, needle: string): number[] {
  const { searchText, searchStarts } = index;
  const found: number[] = [];
  if (needle.includes(PRODUCT_SEPARATOR)) return found;
  let from = 0;
  let at: number;
  while ((at = searchText.indexOf(needle, from)) >= 0) {
    // The product whose text holds position `at`: the last start at or before it.
    let lo = 0;
    let hi = searchStarts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (searchStarts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(lo);
    from = searchStarts[lo + 1]!; // one hit per product is enough: go on from the next one
  }
  return found;
}
