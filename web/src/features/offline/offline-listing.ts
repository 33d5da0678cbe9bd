// The listing's page answered from a prepared customer's package, in the shape of the Products
// query, so that the listing, its filters and its facet counts work unchanged with no network.
// Prices, 'from' prices and the sold-out hint are the gateway's, read from the package; this
// module only selects, counts and pages.

import type { OfflinePackage } from './offline-package';
import { offlineSearch } from './offline-search';

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
}

const DIMENSIONS = ['category', 'subcategory', 'brands', 'tag', 'size', 'color'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** Per product, what the filters look at, worked out once per package. */
interface ProductFacts {
  values: Record<Dimension, string[]>;
  promo: boolean;
}

const facts = new WeakMap<OfflinePackage, ProductFacts[]>();

function factsOf(pkg: OfflinePackage): ProductFacts[] {
  const known = facts.get(pkg);
  if (known) return known;
  const P = pkg.catalogue.products;
  const A = pkg.catalogue.articles;
  const colours: Array<Set<string>> = P.id.map(() => new Set());
  const sizes: Array<Set<string>> = P.id.map(() => new Set());
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    if (A.colour[i]) colours[row]!.add(A.colour[i]!);
    if (A.size[i]) sizes[row]!.add(A.size[i]!);
  }
  const built = P.id.map((_, row) => {
    const colourList = [...colours[row]!];
    return {
      values: {
        category: P.category[row] ? [P.category[row]!] : [],
        subcategory: P.subcategory[row] ? [P.subcategory[row]!] : [],
        brands: P.brand[row] ? [P.brand[row]!] : [],
        tag: P.tags[row] ?? [],
        size: [...sizes[row]!],
        color: colourList,
      },
      promo: P.promo[row] ?? false,
    };
  });
  facts.set(pkg, built);
  return built;
}

function matchesDimension(f: ProductFacts, dim: Dimension, wanted: readonly string[] | null | undefined): boolean {
  if (!wanted || wanted.length === 0) return true;
  return f.values[dim].some((v) => wanted.includes(v));
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
 * One page of the filtered listing, in catalogue order, with each facet counted on the other
 * active filters (as online: choosing a brand still shows the other brands' counts).
 */
export function offlineListing(pkg: OfflinePackage, filter: OfflineFilter, page: number, pageSize: number): OfflineListingPage {
  const all = factsOf(pkg);
  const found = offlineSearch(pkg, filter.name);
  const base = all.map((f, row) => (found === null || found.has(row)) && (!filter.promo || f.promo));
  const passes = (f: ProductFacts, except: Dimension | null) =>
    DIMENSIONS.every((dim) => dim === except || matchesDimension(f, dim, filter[dim]));

  const rows: number[] = [];
  const counts = Object.fromEntries(DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<Dimension, Map<string, number>>;
  let promoCount = 0;
  all.forEach((f, row) => {
    if (!base[row]) return;
    const inAll = passes(f, null);
    if (inAll) {
      rows.push(row);
      if (f.promo) promoCount += 1;
    }
    for (const dim of DIMENSIONS) {
      if (!(inAll || passes(f, dim))) continue;
      const map = counts[dim];
      for (const v of new Set(f.values[dim])) map.set(v, (map.get(v) ?? 0) + 1);
    }
  });
  const facetsOf = (dim: Dimension): FacetCount[] =>
    [...counts[dim]]
      .map(([value, count]) => ({ value, count, selected: (filter[dim] ?? []).includes(value) }))
      .sort((a, b) => a.value.localeCompare(b.value, 'it'));
  const size = Math.max(1, pageSize);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    rows: rows.slice((current - 1) * size, current * size),
    page: current,
    pageSize: size,
    totalCount: rows.length,
    pageCount,
    facets: {
      category: facetsOf('category'),
      subcategory: facetsOf('subcategory'),
      brands: facetsOf('brands'),
      tag: facetsOf('tag'),
      size: facetsOf('size'),
      color: facetsOf('color'),
      promoCount,
    },
  };
}
