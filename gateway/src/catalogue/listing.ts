import { compareSizes } from './size-order.ts';
import { DIMENSIONS, type Dimension, type IndexedProduct, type ListingIndex } from './product-index.ts';
import { searchKey, searchProducts } from './search-index.ts';

/** Active filters: per dimension a list of accepted values (OR inside, AND across). */
export interface ListingFilter {
  values: Partial<Record<Dimension, string[]>>;
  promo?: boolean;
  name?: string;
  /** Restrict to these product ids (recommended products). */
  ids?: ReadonlySet<number>;
  /** Tags every product must carry (the SCHOOL and OUTLET toggles). */
  requiredTags?: string[];
  /** Only the products of the printed catalogue: /shop-catalogue. */
  printedCatalogue?: boolean;
}

export interface ListingQuery {
  filter: ListingFilter;
  page: number;
  pageSize: number;
}

export interface FacetCount {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListingPage {
  items: IndexedProduct[];
  page: number;
  pageSize: number;
  totalCount: number;
  pageCount: number;
  facets: Record<Dimension, FacetCount[]>;
  promoCount: number;
}

export const MAX_PAGE_SIZE = 100;

/** Values per filter: more than a widget could ever show; the rest of a longer list is ignored. */
export const MAX_FILTER_VALUES = 50;

/**
 * 'all', empty strings and duplicates mean nothing: the spec's 'all' is no filter. At most
 * MAX_FILTER_VALUES values are kept, so a request with thousands costs what one with fifty does.
 */
export function cleanValues(values: readonly string[] | null | undefined): string[] | undefined {
  const list = new Set<string>();
  for (const raw of values ?? []) {
    for (const part of raw.split('|', MAX_FILTER_VALUES + 1)) {
      const v = part.trim();
      if (v !== '' && v.toLowerCase() !== 'all') list.add(v);
      if (list.size >= MAX_FILTER_VALUES) return [...list];
    }
  }
  return list.size ? [...list] : undefined;
}

/** Filtering and counting, independent of the page asked for: what the memo keeps. */
interface Selection {
  matched: readonly IndexedProduct[];
  facets: Record<Dimension, FacetCount[]>;
  promoCount: number;
}

// One collator for every sort: localeCompare with a locale builds a new one on each call.
const italian = new Intl.Collator('it');

/** Recent filters per snapshot: the first page and the common filters repeat all day long. */
const MEMO_SIZE = 256;

export function queryListing(index: ListingIndex, q: ListingQuery): ListingPage {
  // Per-customer restrictions (recommended ids) are not shared, so not memoised.
  const key = q.filter.ids ? null : memoKey(q.filter);
  let selection = key === null ? undefined : (index.memo.get(key) as Selection | undefined);
  if (selection && key !== null) {
    index.memo.delete(key); // refresh its place in the LRU order
    index.memo.set(key, selection);
  }
  if (!selection) {
    selection = select(index, q.filter);
    if (key !== null) {
      index.memo.set(key, selection);
      if (index.memo.size > MEMO_SIZE) index.memo.delete(index.memo.keys().next().value!);
    }
  }
  const { matched, facets, promoCount } = selection;
  const pageSize = Math.min(Math.max(1, Math.trunc(q.pageSize)), MAX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(matched.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(q.page)), pageCount);
  const start = (page - 1) * pageSize;
  return { items: matched.slice(start, start + pageSize), page, pageSize, totalCount: matched.length, pageCount, facets, promoCount };
}

function memoKey(f: ListingFilter): string {
  const values = DIMENSIONS.map((d) => [...(f.values[d] ?? [])].sort());
  return JSON.stringify([values, f.promo ?? false, searchKey(f.name ?? ''), [...(f.requiredTags ?? [])].sort(), f.printedCatalogue ?? false]);
}

/** No filter at all: every product, with the counts kept while the index was built. */
function isUnfiltered(f: ListingFilter): boolean {
  return (
    DIMENSIONS.every((d) => !f.values[d]?.length) &&
    !f.name?.trim() &&
    !f.promo &&
    !f.ids &&
    !f.printedCatalogue &&
    !f.requiredTags?.length
  );
}

function select(index: ListingIndex, filter: ListingFilter): Selection {
  // The listing's first page, the most asked for: at 100,000 products a pass took 25–40 ms.
  if (isUnfiltered(filter)) return { matched: index.items, facets: facetsOf(index, index.totals, filter), promoCount: index.promoTotal };
  const { matched, counts, promoCount } = pass(index, filter);
  return { matched, facets: facetsOf(index, counts, filter), promoCount };
}

/**
 * One pass over the catalogue computes both the matching products and the facet counts. A
 * product counts in the facet of dimension D when it passes every active filter except D's
 * own — so a widget shows what choosing another value of it would give, as shops do.
 */
function pass(index: ListingIndex, filter: ListingFilter) {
  const n = DIMENSIONS.length;
  // Per active dimension, a membership table over its value codes.
  const active: { k: number; set: Uint8Array }[] = [];
  DIMENSIONS.forEach((d, k) => {
    const wanted = filter.values[d];
    if (!wanted?.length) return;
    const set = new Uint8Array(index.dict[k]!.length);
    for (const v of wanted) {
      const code = index.lookup[k]!.get(v);
      if (code !== undefined) set[code] = 1;
    }
    active.push({ k, set });
  });
  const counts = index.dict.map((values) => new Int32Array(values.length));
  const text = filter.name?.trim() ?? '';
  const matched: IndexedProduct[] = [];
  let promoCount = 0;

  const { items, codes, offsets } = index;
  const activeDims = active.map((a) => a.k);
  const activeSets = active.map((a) => a.set);
  // A search narrows the pass to its matches, best first: the page keeps the search's order.
  const candidates = text ? searchProducts(index.search, text) : null;
  const passes = candidates ? candidates.length : items.length;
  for (let c = 0; c < passes; c++) {
    const i = candidates ? candidates[c]! : c;
    const item = items[i]!;
    // Filters that are not facets exclude outright.
    if (filter.ids && !filter.ids.has(item.product.id)) continue;
    if (filter.promo && !item.promo) continue;
    if (filter.printedCatalogue && item.product.printedCatalogue === 0) continue;
    if (filter.requiredTags?.some((t) => !item.product.tags.includes(t))) continue;
    const base = i * n;
    let failed = -1;
    let failures = 0;
    for (let a = 0; a < activeDims.length; a++) {
      const k = activeDims[a]!;
      const set = activeSets[a]!;
      let hit = false;
      for (let j = offsets[base + k]!, end = offsets[base + k + 1]!; j < end; j++) {
        if (set[codes[j]!]) {
          hit = true;
          break;
        }
      }
      if (!hit) {
        failed = k;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    for (let k = 0; k < n; k++) {
      if (failures === 1 && k !== failed) continue;
      const count = counts[k]!;
      for (let j = offsets[base + k]!, end = offsets[base + k + 1]!; j < end; j++) count[codes[j]!]! += 1;
    }
    if (failures === 0) {
      matched.push(item);
      if (item.promo) promoCount += 1;
    }
  }

  return { matched, counts, promoCount };
}

/** The facet lists from per-value counts: values counted or selected, in the sidebar's order. */
function facetsOf(index: ListingIndex, counts: readonly Int32Array[], filter: ListingFilter): Record<Dimension, FacetCount[]> {
  const order = sidebarOrder(index);
  return Object.fromEntries(
    DIMENSIONS.map((d, k) => {
      const selected = new Set(filter.values[d] ?? []);
      const values = index.dict[k]!;
      const list: FacetCount[] = [];
      // Values the catalogue does not know are not echoed back: the reply stays the catalogue's size.
      for (const code of order[k]!) {
        const value = values[code]!;
        const count = counts[k]![code]!;
        if (count > 0 || selected.has(value)) list.push({ value, count, selected: selected.has(value) });
      }
      return [d, list];
    }),
  ) as Record<Dimension, FacetCount[]>;
}

const sidebarOrders = new WeakMap<ListingIndex, readonly Int32Array[]>();

/**
 * Each dimension's value codes in the sidebar's order (sizes as sizes go, the rest in Italian
 * alphabetical order), sorted once per snapshot. Sorting each reply's lists with the collator was
 * about a tenth of a search's listing time; a stable sort of all the values, read in order, gives
 * each list in the order sorting it would.
 */
function sidebarOrder(index: ListingIndex): readonly Int32Array[] {
  let order = sidebarOrders.get(index);
  if (!order) {
    order = DIMENSIONS.map((d, k) => {
      const values = index.dict[k]!;
      const compare = d === 'size' ? compareSizes : (a: string, b: string) => italian.compare(a, b);
      return Int32Array.from(Array.from(values.keys()).sort((a, b) => compare(values[a]!, values[b]!)));
    });
    sidebarOrders.set(index, order);
  }
  return order;
}
