import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ProductFilter } from '../../gql/graphql';

/** 42 per page on the shop and recommended listings (spec §5). */
export const LISTING_PAGE_SIZE = 42;

export interface ListingParams {
  filter: ProductFilter;
  page: number;
  /** The free-text search, for the heading. */
  search: string;
}

/**
 * The listing's state lives in the URL, so that it can be shared and survives a reload.
 * Filters and facets are added here later (brands, category ... as query parameters).
 */
export function useListingParams(recommended: boolean): ListingParams {
  const [searchParams] = useSearchParams();
  const { search: pathSearch } = useParams();
  const name = (searchParams.get('name') ?? pathSearch ?? '').trim();
  // The spec's promo filter travels as promo=SI (the 'Promo' menu entry of tenant 2).
  const promo = searchParams.get('promo') === 'SI';
  const pageParam = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;

  return useMemo(() => {
    const filter: ProductFilter = {};
    if (name) filter.name = name;
    if (recommended) filter.recommended = true;
    if (promo) filter.promo = true;
    return { filter, page, search: name };
  }, [name, page, recommended, promo]);
}
