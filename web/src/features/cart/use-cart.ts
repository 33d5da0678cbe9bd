import { useCartQuery } from './api/cart-query';
import { useShell } from '../../lib/app-start/shell-context';

/** The logged-in viewer's cart (null while loading or logged out), shared through the cache. */
export function useCart() {
  const { viewer } = useShell();
  const loggedIn = viewer !== null;
  const [{ data, fetching, error }, refetch] = useCartQuery(loggedIn);
  // A paused query may still hold the previous viewer's answer: never show it after logout.
  return { cart: loggedIn ? (data?.cart ?? null) : null, fetching, error, refetch, loggedIn };
}
