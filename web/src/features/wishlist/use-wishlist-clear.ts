import { useCallback } from 'react';
import { useWishlistClearMutation } from './api/wishlist-clear-mutation';
import { itWishlist } from '../../i18n/it-wishlist';
import { announceOutcome as announce } from '../../lib/mutation-outcome';

/** 'Svuota preferiti' with the specification's toast (spec §4 Wishlist). */
export function useWishlistClear() {
  const [clearState, clearMutation] = useWishlistClearMutation();
  const clear = useCallback(async () => {
    const result = await clearMutation({});
    return announce(
      { error: result.error, userErrors: result.data?.wishlistClear.userErrors },
      itWishlist.cleared,
    );
  }, [clearMutation]);
  return { clear, fetching: clearState.fetching };
}
