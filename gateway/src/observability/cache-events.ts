import { channel } from 'node:diagnostics_channel';

// Caches report their lookups here; the metrics subscribe. Nothing is built when nobody
// listens (no metrics configured), so a cache pays one property read per lookup.

export type CacheName = 'reply_memo' | 'pricing_context';

export interface CacheLookup {
  cache: CacheName;
  hit: boolean;
}

const lookups = channel('shop:cache-lookup');

export function reportCacheLookup(cache: CacheName, hit: boolean): void {
  if (lookups.hasSubscribers) lookups.publish({ cache, hit } satisfies CacheLookup);
}

/** Calls `listener` on every lookup; returns the unsubscription. */
export function onCacheLookup(listener: (lookup: CacheLookup) => void): () => void {
  const handler = (message: unknown) => listener(message as CacheLookup);
  lookups.subscribe(handler);
  return () => lookups.unsubscribe(handler);
}
