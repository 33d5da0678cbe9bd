import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import type { ProductFilter } from '../../gql/graphql';
import { FACET_KEYS, type FacetKey, readListingQuery, writeListingQuery, type ListingQuery } from './listing-query';

import { LISTING_PAGE_SIZE } from '../../lib/listing-first-page';
import { openListingAnswered } from '../../lib/listing-prefetch';
import { paths } from '../../lib/paths';
import type { ProductsVariables } from './api/products-query';

export { LISTING_PAGE_SIZE };

export interface ListingParams {
  query: ListingQuery;
  filter: ProductFilter;
  page: number;
  /** The free-text search, for the heading. */
  search: string;
  /** Replaces the listing's state in the URL (a new history entry, so back/forward walk it). */
  update: (change: (q: ListingQuery) => ListingQuery) => void;
}

/** The API's filter for a listing state; empty lists are left out (no filter). */
export function toProductFilter(q: ListingQuery, recommended: boolean): ProductFilter {
  const filter: ProductFilter = {};
  for (const key of FACET_KEYS) if (q.values[key].length) filter[key] = q.values[key];
  if (q.name) filter.name = q.name;
  if (q.promo) filter.promo = true;
  if (q.school) filter.school = true;
  if (q.outlet) filter.outlet = true;
  if (recommended) filter.recommended = true;
  return filter;
}

/**
 * The listing's state lives in the query string, so that it can be shared and survives a reload
 * and back/forward. Any change other than the page itself goes back to page 1 (spec §4).
 */
export function useListingParams(recommended: boolean, base: string): ListingParams {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { search: pathSearch } = useParams();
  const key = searchParams.toString();
  const fromUrl = useMemo(() => readListingQuery(new URLSearchParams(key), pathSearch), [key, pathSearch]);
  // The router applies a navigation as a transition; until it lands, the controls show the
  // state just chosen (a checkbox stays checked), and the address takes over when it changes.
  const [pending, setPending] = useState<ListingQuery | null>(null);
  useEffect(() => setPending(null), [key, pathSearch]);
  const query = pending ?? fromUrl;
  const filter = useMemo(() => toProductFilter(query, recommended), [query, recommended]);

  // A change chosen but not yet shown: offline it waits for the device's answer (a few ms), and
  // a second change meanwhile (two values ticked quickly) must start from it, not from the page
  // (the last one opens, openListingAnswered). A new address shows every change made so far.
  const chosen = useRef<ListingQuery | null>(null);
  useEffect(() => void (chosen.current = null), [key, pathSearch]);
  const client = useClient();
  const update = useCallback(
    (change: (q: ListingQuery) => ListingQuery) => {
      const current = chosen.current ?? query;
      const next = change(current);
      const samePage = sameFilters(next, current);
      // A search given in the path (/shop-grid-full-width/{search}) moves into the query string.
      const target = samePage ? next : { ...next, page: 1 };
      chosen.current = target;
      const params = writeListingQuery(target).toString();
      const path = params ? `${base}?${params}` : base;
      openListingAnswered(client, path, () => {
        setPending(target);
        void navigate(path);
      });
    },
    [query, navigate, base, client],
  );

  return { query, filter, page: query.page, search: query.name, update };
}

function sameFilters(a: ListingQuery, b: ListingQuery): boolean {
  const strip = (q: ListingQuery) => writeListingQuery({ ...q, page: 1 }).toString();
  return strip(a) === strip(b);
}

export type { FacetKey, ListingQuery };

/** The shop listing's variables for an address of it; null for another page. */
export function shopListingVariables(path: string): ProductsVariables | null {
  const url = new URL(path, 'http://shop.invalid');
  if (url.pathname !== paths.shop) return null;
  const query = readListingQuery(url.searchParams);
  return { filter: toProductFilter(query, false), page: query.page, pageSize: LISTING_PAGE_SIZE };
}
