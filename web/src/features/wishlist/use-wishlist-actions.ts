import { useCallback, useState } from 'react';
import { useClient } from 'urql';

// The changes (their mutations and toasts) are a chunk of their own: a card's heart is painted
// with the listing, but its code is wanted only when pressed (see preloadWishlistChanges).
const loadChanges = () => import('./wishlist-changes');
let preloaded = false;

/**
 * Fetches the changes' code ahead of the first press (a logged-in viewer's heart is on screen).
 * Once: every card's heart asks as it mounts, and each call of a dynamic import walks its chunk's
 * preload list again (42 cards a search).
 */
export function preloadWishlistChanges(): void {
  if (preloaded) return;
  preloaded = true;
  void loadChanges().catch(() => (preloaded = false));
}

/** Add and remove with the specification's toasts (spec §4 Wishlist); clearing: use-wishlist-clear. */
export function useWishlistActions() {
  const client = useClient();
  const [pending, setPending] = useState(0);

  const run = useCallback(
    async (change: (changes: Awaited<ReturnType<typeof loadChanges>>) => Promise<boolean>) => {
      setPending((count) => count + 1);
      try {
        return await change(await loadChanges());
      } finally {
        setPending((count) => count - 1);
      }
    },
    [],
  );
  const add = useCallback((productId: string) => run((c) => c.addToWishlist(client, productId)), [run, client]);
  const remove = useCallback((productId: string) => run((c) => c.removeFromWishlist(client, productId)), [run, client]);

  return { add, remove, fetching: pending > 0 };
}
