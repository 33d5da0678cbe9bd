import type { Client } from 'urql';

/** Starts the listing's query for an address; settles with its first result (null: not a listing's address). */
type ListingPrefetch = (client: Client, path: string) => Promise<unknown> | null;

/** Offline, how long a listing's address waits for the device's answer before it opens anyway. */
const OFFLINE_ANSWER_WAIT_MS = 300;

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

/** The last listing address asked to open: an earlier one still awaiting its answer gives way. */
let lastAsked = 0;

/**
 * Opens a listing's address (`open`) with its answer started first (prefetchListing). Offline,
 * where the device answers in a few milliseconds, `open` waits for that answer (at most
 * OFFLINE_ANSWER_WAIT_MS): the listing then draws it in the render that opens it, rather than the
 * last page dimmed first and the answer after. On a phone's CPU each is a frame of a hundred
 * milliseconds and more, and the device's answer waited behind the dimmed page's frame.
 * While it waits, the last address asked wins (two pages chosen quickly, a search typed after a
 * filter), and none opens once the page has moved on (a product opened meanwhile).
 */
export function openListingAnswered(client: Client, path: string, open: () => void): void {
  const answer = prefetchListing(client, path);
  if (!answer || navigator.onLine) {
    open();
    return;
  }
  const asked = ++lastAsked;
  const from = window.location.href;
  const waited = new Promise((resolve) => setTimeout(resolve, OFFLINE_ANSWER_WAIT_MS));
  void Promise.race([answer, waited]).then(() => {
    if (asked === lastAsked && window.location.href === from) open();
  });
}
