import type { Client } from 'urql';

type ListingPrefetch = (client: Client, path: string) => void;

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
 */
export function prefetchListing(client: Client, path: string): void {
  registered?.(client, path);
}
