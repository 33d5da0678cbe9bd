import { useWishlistQuery } from './api/wishlist-query';
import { useShell } from '../../lib/app-start/shell-context';

/** The logged-in viewer's wishlist (null while loading or logged out), shared through the cache. */
export function useWishlist() {
  const { viewer } = useShell();
  const loggedIn = viewer !== null;
  const [{ data, fetching, error }, refetch] = useWishlistQuery(loggedIn);
  // A paused query may still hold the previous viewer's answer: never show it after logout.
  return { wishlist: loggedIn ? (data?.wishlist ?? null) : null, fetching, error, refetch, loggedIn };
}
