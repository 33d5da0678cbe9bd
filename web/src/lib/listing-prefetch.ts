import type { Client } from 'urql';

/** Starts the listing's query for an address; settles with its first result (null: not a listing's address). */
type ListingPrefetch = (client: Client, path: string) => Promise<unknown> | null;

let registered: ListingPrefetch | null = null;

/** Set by the listing's code when it loads: how to start its query for an address. */
export function setListingPrefetch(prefetch: ListingPrefetch): void {
  registered = prefetch;
}

/**
 * Starts the listing's query for an address about to be opened (a search sent from the header),
 * when the listing's code is loaded. The router applies a navigation as a transition and the page
 * asks for its data only once that lands; started here, the answer is on its way (or in the
 * cache) sooner. urql shares the operation with the page's, so the gateway is asked once.
 * Settles with the first result; null when the listing's code is not loaded or the address is
 * not a listing's.
 */
export function prefetchListing(client: Client, path: string): Promise<unknown> | null {
  return registered?.(client, path) ?? null;
}
