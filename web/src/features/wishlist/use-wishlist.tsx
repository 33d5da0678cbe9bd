import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useWishlistQuery } from './api/wishlist-query';
import { useShell } from '../../lib/app-start/shell-context';

type WishlistState = ReturnType<typeof useWishlistState>;

function useWishlistState() {
  const { viewer } = useShell();
  const loggedIn = viewer !== null;
  const [{ data, fetching, error }, refetch] = useWishlistQuery(loggedIn);
  // A paused query may still hold the previous viewer's answer: never show it after logout.
  const wishlist = loggedIn ? (data?.wishlist ?? null) : null;
  return useMemo(() => ({ wishlist, fetching, error, refetch, loggedIn }), [wishlist, fetching, error, refetch, loggedIn]);
}

const WishlistContext = createContext<WishlistState | null>(null);

/**
 * One subscription to the viewer's wishlist for the whole shop: the header, the previews and the
 * heart of each of a listing's forty cards read it here instead of each asking the cache.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  return <WishlistContext.Provider value={useWishlistState()}>{children}</WishlistContext.Provider>;
}

/** The logged-in viewer's wishlist (null while loading or logged out), from WishlistProvider. */
export function useWishlist(): WishlistState {
  const state = useContext(WishlistContext);
  if (!state) throw new Error('useWishlist outside WishlistProvider');
  return state;
}
