/**
 * What the listing remembers between visits (spec §4): its filters for the browser session
 * (sessionStorage) and its page across visits (localStorage), the page only for the filters it
 * belongs to. Opening the listing without a query string takes them back.
 */
const filtersKey = (base: string) => `listing-filters:${base}`;
const pageKey = (base: string) => `listing-page:${base}`;

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** `params` is the listing's query string; its page is stored apart from its filters. */
export function rememberListing(base: string, params: URLSearchParams): void {
  const filters = new URLSearchParams(params);
  const page = filters.get('page') ?? '1';
  filters.delete('page');
  safely(() => {
    sessionStorage.setItem(filtersKey(base), filters.toString());
    localStorage.setItem(pageKey(base), JSON.stringify({ filters: filters.toString(), page }));
  }, undefined);
}

/** 'Resetta filtri': the session keeps no filters and no page for this listing. */
export function forgetListingFilters(base: string): void {
  rememberListing(base, new URLSearchParams());
}

/** The query string to return to, or null when there is nothing to take back. */
export function recallListing(base: string): string | null {
  return safely(() => {
    const filters = sessionStorage.getItem(filtersKey(base)) ?? '';
    const stored = JSON.parse(localStorage.getItem(pageKey(base)) ?? 'null') as { filters: string; page: string } | null;
    const params = new URLSearchParams(filters);
    if (stored && stored.filters === filters && Number(stored.page) > 1) params.set('page', stored.page);
    const query = params.toString();
    return query === '' ? null : query;
  }, null);
}
