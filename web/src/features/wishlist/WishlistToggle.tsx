import { useEffect } from 'react';
import { HeartIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { useWishlist } from './use-wishlist';
import { preloadWishlistChanges, useWishlistActions } from './use-wishlist-actions';
import styles from './WishlistToggle.module.css';

/**
 * The heart of cards, the product page and the quick view: toggles between add and remove
 * (spec §4 Wishlist). Only logged-in viewers have a wishlist, so it renders nothing otherwise.
 */
export function WishlistToggle({ productId }: { productId: string }) {
  const { wishlist, loggedIn } = useWishlist();
  const { add, remove, fetching } = useWishlistActions();
  useEffect(() => {
    if (loggedIn) preloadWishlistChanges();
  }, [loggedIn]);
  if (!loggedIn) return null;

  const item = wishlist?.items.find((candidate) => candidate.id === productId);
  const inWishlist = item !== undefined;
  const label = inWishlist ? it.wishlist.removeItem(item.name) : it.wishlist.add;

  return (
    <button
      type="button"
      className={`${styles['wishlist-toggle']} ${inWishlist ? styles['wishlist-toggle--on'] : ''}`}
      aria-pressed={inWishlist}
      aria-label={label}
      title={label}
      data-testid="wishlist-toggle"
      disabled={fetching || wishlist === null}
      onClick={() => void (inWishlist ? remove(productId) : add(productId))}
    >
      <HeartIcon />
    </button>
  );
}
