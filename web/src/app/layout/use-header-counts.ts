import { useCart } from '../../features/cart/use-cart';
import { useWishlist } from '../../features/wishlist/use-wishlist';

/** Counts of the header and of the mobile bar: cart lines and wishlist items, 0 when logged out. */
export function useHeaderCounts(): { cartCount: number; wishlistCount: number } {
  const { cart } = useCart();
  const { wishlist } = useWishlist();
  return { cartCount: cart?.lineCount ?? 0, wishlistCount: wishlist?.count ?? 0 };
}
