// The listing's page answered from a prepared customer's package, in the shape of the Products
// query, so that the listing, its filters and its facet counts work unchanged with no network.
// Prices, 'from' prices and the sold-out hint are the gateway's, read from the package; this
// module only selects, counts and pages.

import type { ListingCore } from './offline-listing-core';
import type { OfflinePackage } from './offline-package';
import { offlineSearch } from './offline-search';
import { productCodeForArticle } from './offline-search-index';

export interface OfflineFilter {
  brands?: readonly string[] | null;
  category?: readonly string[] | null;
  subcategory?: readonly string[] | null;
  templates?: readonly string[] | null;
  tag?: readonly string[] | null;
  size?: readonly string[] | null;
  color?: readonly string[] | null;
  promo?: boolean | null;
  name?: string | null;
  /** The printed catalogue's products only (/shop-catalogue). */
  printedCatalogue?: boolean | null;
  /** 'Consigliati': the login's recommended products, which the package does not hold. */
  recommended?: boolean | null;
  /** Company 1's SCHOOL and OUTLET toggles: products tagged so (ignored where the company has none). */
  school?: boolean | null;
  outlet?: boolean | null;
}

const DIMENSIONS = ['category', 'subcategory', 'brands', 'templates', 'tag', 'size', 'color'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/**
 * One filter dimension of the whole package, worked out once: its distinct values numbered, each
 * product's distinct values as numbers (product `row` holds `ids[start[row]]` up to
 * `ids[start[row + 1]]`), and the values in the order the facets list them. A search then counts
 * in typed arrays, with no object per product (issue 29: answers under 100 ms on a phone).
 */
interface DimensionIndex {
  values: string[];
  idOf: Map<string, number>;
  start: Int32Array;
  ids: Int32Array;
  /** Value ids in the order the facets list them: Italian alphabetical, the sizes as the package orders them. */
  order: Int32Array;
}

export interface ListingIndex {
  dimensions: Record<Dimension, DimensionIndex>;
  promo: Uint8Array;
  /** 1 for a product of the printed catalogue; absent when the package did not say. */
  printed?: Uint8Array;
}

const collator = new Intl.Collator('it');

/**
 * Sizes as the gateway lists them (the package's `sizeOrder`), the others after them
 * alphabetically; every value alphabetically for a package made before it was carried.
 */
function sizeComparator(sizeOrder: readonly string[] | undefined): (a: string, b: string) => number {
  if (!sizeOrder) return collator.compare;
  const rank = new Map(sizeOrder.map((size, i) => [size, i]));
  return (a, b) => (rank.get(a) ?? rank.size) - (rank.get(b) ?? rank.size) || collator.compare(a, b);
}

function dimensionIndex(
  products: number,
  valuesOf: (row: number, add: (value: string) => void) => void,
  compare: (a: string, b: string) => number = collator.compare,
): DimensionIndex {
  const idOf = new Map<string, number>();
  const values: string[] = [];
  const start = new Int32Array(products + 1);
  const ids: number[] = [];
  for (let row = 0; row < products; row++) {
    start[row] = ids.length;
    valuesOf(row, (value) => {
      if (!value) return;
      let id = idOf.get(value);
      if (id === undefined) {
        id = values.length;
        idOf.set(value, id);
        values.push(value);
      }
      for (let k = start[row]!; k < ids.length; k++) if (ids[k] === id) return;
      ids.push(id);
    });
  }
  start[products] = ids.length;
  const order = Int32Array.from(values.keys()).sort((x, y) => compare(values[x]!, values[y]!));
  return { values, idOf, start, ids: Int32Array.from(ids), order };
}

/** The package's filter dimensions and promotions, for the listing's counts. */
export function buildListingIndex(pkg: OfflinePackage): ListingIndex {
  const P = pkg.catalogue.products;
  const A = pkg.catalogue.articles;
  const n = P.id.length;
  // The articles of a product sit side by side in the package: one walk finds each product's run.
  const first = new Int32Array(n + 1).fill(-1);
  const last = new Int32Array(n);
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    if (first[row] === -1) first[row] = i;
    last[row] = i + 1;
  }
  const ofArticles = (column: readonly string[]) => (row: number, add: (value: string) => void) => {
    if (first[row] === -1) return;
    for (let i = first[row]!; i < last[row]!; i++) if (A.product[i] === row) add(column[i]!);
  };
  return {
    dimensions: {
      category: dimensionIndex(n, (row, add) => add(P.category[row]!)),
      subcategory: dimensionIndex(n, (row, add) => add(P.subcategory[row]!)),
      brands: dimensionIndex(n, (row, add) => add(P.brand[row]!)),
      templates: dimensionIndex(n, (row, add) => add(P.template?.[row] ?? '')),
      tag: dimensionIndex(n, (row, add) => (P.tags[row] ?? []).forEach(add)),
      size: dimensionIndex(n, ofArticles(A.size), sizeComparator(pkg.catalogue.sizeOrder)),
      color: dimensionIndex(n, ofArticles(A.colour)),
    },
    promo: Uint8Array.from(P.promo, (p) => (p ? 1 : 0)),
    ...(P.printedCatalogue ? { printed: Uint8Array.from(P.printedCatalogue, (p) => (p ? 1 : 0)) } : {}),
  };
}

/** A dimension in which no product has a value. */
function noValues(products: number): DimensionIndex {
  return { values: [], idOf: new Map(), start: new Int32Array(products + 1), ids: new Int32Array(0), order: new Int32Array(0) };
}

/** Flags of the values a filter asks for in one dimension; null when the filter asks for none. */
function wantedFlags(d: DimensionIndex, wanted: readonly string[] | null | undefined): Uint8Array | null {
  if (!wanted || wanted.length === 0) return null;
  const flags = new Uint8Array(d.values.length);
  for (const value of wanted) {
    const id = d.idOf.get(value);
    if (id !== undefined) flags[id] = 1;
  }
  return flags;
}

function holdsWanted(d: DimensionIndex, row: number, flags: Uint8Array): boolean {
  for (let k = d.start[row]!; k < d.start[row + 1]!; k++) if (flags[d.ids[k]!]) return true;
  return false;
}

export interface FacetCount {
  value: string;
  count: number;
  selected: boolean;
}

export interface OfflineListingPage {
  rows: number[];
  page: number;
  pageSize: number;
  totalCount: number;
  pageCount: number;
  facets: Record<Dimension, FacetCount[]> & { promoCount: number };
}

/**
 * Whether the device can answer the filter as the gateway would: not for 'Consigliati' (the
 * login's recommended products are not in the package), nor for the printed catalogue from a
 * package that did not say which products it holds. Otherwise the page says the network is needed.
 */
export function answerableOffline(core: ListingCore, filter: OfflineFilter): boolean {
  return !filter.recommended && (!filter.printedCatalogue || core.listing.printed !== undefined);
}

/**
 * One page of the filtered listing, in catalogue order (a search's best first, as online), with
 * each facet counted on the other active filters (as online: choosing a brand still shows the
 * other brands' counts).
 */
export function offlineListing(core: ListingCore, filter: OfflineFilter, page: number, pageSize: number): OfflineListingPage {
  const index = core.listing;
  // A search narrows the pass to its matches, best first: the page keeps the search's order.
  const candidates = offlineSearch(core.search, productCodeForArticle(core.search, core.products.sku, filter.name));
  const toggles = core.features?.schoolOutletToggles === true;
  // As the gateway's toggles: a product must carry each tag asked for, before any count.
  const required = [...(toggles && filter.school ? ['SCHOOL'] : []), ...(toggles && filter.outlet ? ['OUTLET'] : [])].map((tag) =>
    wantedFlags(index.dimensions.tag, [tag])!,
  );
  const dims = DIMENSIONS.map((dim) => {
    // A listing core kept on the device before the models were indexed has none: no model listed.
    const d = index.dimensions[dim] ?? noValues(index.promo.length);
    return { dim, d, flags: wantedFlags(d, filter[dim]), counts: new Int32Array(d.values.length) };
  });

  const rows: number[] = [];
  let promoCount = 0;
  const count = (dim: (typeof dims)[number], row: number) => {
    for (let k = dim.d.start[row]!; k < dim.d.start[row + 1]!; k++) dim.counts[dim.d.ids[k]!]! += 1;
  };
  const passes = candidates ? candidates.length : index.promo.length;
  for (let c = 0; c < passes; c++) {
    const row = candidates ? candidates[c]! : c;
    if (filter.promo && !index.promo[row]) continue;
    if (required.some((flags) => !holdsWanted(index.dimensions.tag, row, flags))) continue;
    if (filter.printedCatalogue && !index.printed?.[row]) continue;
    // A product counts in a facet when it passes every other filter: with one filter failed, only
    // in that filter's facet; with two or more, in none.
    let failed = -1;
    let failures = 0;
    for (let k = 0; k < dims.length && failures < 2; k++) {
      const { d, flags } = dims[k]!;
      if (flags && !holdsWanted(d, row, flags)) {
        failed = k;
        failures += 1;
      }
    }
    if (failures === 0) {
      rows.push(row);
      if (index.promo[row]) promoCount += 1;
      for (const dim of dims) count(dim, row);
    } else if (failures === 1) {
      count(dims[failed]!, row);
    }
  }
  const facetsOf = ({ dim, d, counts }: (typeof dims)[number]): FacetCount[] => {
    const selected = filter[dim] ?? [];
    const out: FacetCount[] = [];
    // As the gateway lists them: a value ticked stays listed at 0, so that it can be unticked.
    for (const id of d.order) {
      const value = d.values[id]!;
      const ticked = selected.includes(value);
      if (counts[id]! > 0 || ticked) out.push({ value, count: counts[id]!, selected: ticked });
    }
    return out;
  };
  const size = Math.max(1, pageSize);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    rows: rows.slice((current - 1) * size, current * size),
    page: current,
    pageSize: size,
    totalCount: rows.length,
    pageCount,
    facets: { ...(Object.fromEntries(dims.map((dim) => [dim.dim, facetsOf(dim)])) as Record<Dimension, FacetCount[]>), promoCount },
  };
}
