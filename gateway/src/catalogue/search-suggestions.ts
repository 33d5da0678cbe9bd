import { queryListing, type FacetCount } from './listing.ts';
import type { IndexedProduct, ListingIndex } from './product-index.ts';
import { searchKey } from './search-index.ts';

export interface SearchSuggestions {
  products: IndexedProduct[];
  categories: FacetCount[];
  totalCount: number;
}

/** Suggestions start from the second letter: one letter matches half the catalogue and helps no one. */
export const MIN_SUGGESTION_LETTERS = 2;
export const MAX_SUGGESTIONS = 10;
const MAX_CATEGORIES = 4;
/** Longer texts are cut: no buyer types more while looking for a product. */
const MAX_TEXT = 100;

const NONE: SearchSuggestions = { products: [], categories: [], totalCount: 0 };

/**
 * What the header's search box suggests: the listing's own search (same matches, same order, and
 * the same memo, so 'Vedi tutti i risultati' shows these first), its best products and the
 * categories of its matches, most matches first.
 */
export function searchSuggestions(index: ListingIndex, text: string, limit: number): SearchSuggestions {
  const typed = text.slice(0, MAX_TEXT);
  if (searchKey(typed).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_SUGGESTION_LETTERS) return NONE;
  const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_SUGGESTIONS);
  const page = queryListing(index, { filter: { values: {}, name: typed }, page: 1, pageSize: size });
  if (page.totalCount === 0) return NONE;
  const categories = page.facets.category
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CATEGORIES);
  return { products: page.items, categories, totalCount: page.totalCount };
}
