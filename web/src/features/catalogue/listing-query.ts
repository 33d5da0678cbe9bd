/**
 * The listing's state and its query-string form, as the specification keeps it: each filter a
 * pipe-separated list ('all' or empty = no filter), promo=SI, name, page. SCHOOL and OUTLET
 * travel as school=SI and outlet=SI.
 */
export const FACET_KEYS = ['category', 'subcategory', 'brands', 'templates', 'tag', 'size', 'color'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export interface ListingQuery {
  values: Record<FacetKey, string[]>;
  name: string;
  promo: boolean;
  school: boolean;
  outlet: boolean;
  page: number;
}

export const EMPTY_QUERY: ListingQuery = {
  values: { category: [], subcategory: [], brands: [], templates: [], tag: [], size: [], color: [] },
  name: '',
  promo: false,
  school: false,
  outlet: false,
  page: 1,
};

const listOf = (raw: string | null): string[] =>
  [...new Set((raw ?? '').split('|').map((v) => v.trim()))].filter((v) => v !== '' && v.toLowerCase() !== 'all');

export function readListingQuery(params: URLSearchParams, pathSearch?: string): ListingQuery {
  const values = { ...EMPTY_QUERY.values };
  for (const key of FACET_KEYS) values[key] = listOf(params.get(key));
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    values,
    name: (params.get('name') ?? pathSearch ?? '').trim(),
    promo: params.get('promo') === 'SI',
    school: params.get('school') === 'SI',
    outlet: params.get('outlet') === 'SI',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function writeListingQuery(q: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FACET_KEYS) if (q.values[key].length) params.set(key, q.values[key].join('|'));
  if (q.name) params.set('name', q.name);
  if (q.promo) params.set('promo', 'SI');
  if (q.school) params.set('school', 'SI');
  if (q.outlet) params.set('outlet', 'SI');
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** Filter buttons toggle between add and remove (spec §4). */
export function toggleValue(q: ListingQuery, key: FacetKey, value: string): ListingQuery {
  const current = q.values[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...q, values: { ...q.values, [key]: next } };
}

/** Whether anything narrows the listing (for the chips and 'Resetta filtri'). */
export function hasFilters(q: ListingQuery): boolean {
  return FACET_KEYS.some((k) => q.values[k].length > 0) || q.name !== '' || q.promo || q.school || q.outlet;
}
