import { compareSizes } from './size-order.ts';
import { DIMENSIONS, type Dimension, type IndexedProduct } from './product-index.ts';

/** Active filters: per dimension a list of accepted values (OR inside, AND across). */
export interface ListingFilter {
  values: Partial<Record<Dimension, string[]>>;
  promo?: boolean;
  name?: string;
  /** Restrict to these product ids (recommended products). */
  ids?: ReadonlySet<number>;
  /** Tags every product must carry (the SCHOOL and OUTLET toggles). */
  requiredTags?: string[];
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

/** 'all', empty strings and duplicates mean nothing: the spec's 'all' is no filter. */
export function cleanValues(values: readonly string[] | null | undefined): string[] | undefined {
  const list = [...new Set((values ?? []).flatMap((v) => v.split('|')).map((v) => v.trim()))].filter(
    (v) => v !== '' && v.toLowerCase() !== 'all',
  );
  return list.length ? list : undefined;
}

/**
 * One pass over the catalogue computes both the page and the facet counts. A product counts in
 * the facet of dimension D when it passes every active filter except D's own — so a widget
 * shows what choosing another value of it would give, as shops do.
 */
export function queryListing(index: readonly IndexedProduct[], q: ListingQuery): ListingPage {
  const active = DIMENSIONS.filter((d) => q.filter.values[d]?.length).map((d) => ({ d, set: new Set(q.filter.values[d]) }));
  const needle = q.filter.name?.trim().toLowerCase() ?? '';
  const counts = Object.fromEntries(DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<Dimension, Map<string, number>>;
  const matched: IndexedProduct[] = [];
  let promoCount = 0;

  for (const item of index) {
    // Filters that are not facets exclude outright.
    if (needle && !item.search.includes(needle)) continue;
    if (q.filter.ids && !q.filter.ids.has(item.product.id)) continue;
    if (q.filter.promo && !item.promo) continue;
    if (q.filter.requiredTags?.some((t) => !item.product.tags.includes(t))) continue;
    let failed: Dimension | null = null;
    let failures = 0;
    for (const { d, set } of active) {
      if (!item.values[d].some((v) => set.has(v))) {
        failed = d;
        failures += 1;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    for (const d of DIMENSIONS) {
      if (failures === 1 && d !== failed) continue;
      const m = counts[d];
      for (const v of item.values[d]) m.set(v, (m.get(v) ?? 0) + 1);
    }
    if (failures === 0) {
      matched.push(item);
      if (item.promo) promoCount += 1;
    }
  }

  const pageSize = Math.min(Math.max(1, Math.trunc(q.pageSize)), MAX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(matched.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(q.page)), pageCount);
  const start = (page - 1) * pageSize;
  const facets = Object.fromEntries(
    DIMENSIONS.map((d) => {
      const selected = new Set(q.filter.values[d] ?? []);
      const list = [...counts[d]].map(([value, count]) => ({ value, count, selected: selected.has(value) }));
      for (const value of selected) if (!counts[d].has(value)) list.push({ value, count: 0, selected: true });
      return [d, list.sort(d === 'size' ? (a, b) => compareSizes(a.value, b.value) : (a, b) => a.value.localeCompare(b.value, 'it'))];
    }),
  ) as Record<Dimension, FacetCount[]>;
  return { items: matched.slice(start, start + pageSize), page, pageSize, totalCount: matched.length, pageCount, facets, promoCount };
}
