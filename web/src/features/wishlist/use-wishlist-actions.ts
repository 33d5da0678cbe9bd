import { useCallback } from 'react';
import {
  useWishlistAddMutation,
  useWishlistClearMutation,
  useWishlistRemoveMutation,
} from './api/wishlist-mutations';
import { it } from '../../i18n/it';
import { announceOutcome as announce } from '../../lib/mutation-outcome';

/** Add, remove and clear with the specification's toasts (spec §4 Wishlist). */
export function useWishlistActions() {
  const [addState, addMutation] = useWishlistAddMutation();
  const [removeState, removeMutation] = useWishlistRemoveMutation();
  const [clearState, clearMutation] = useWishlistClearMutation();

  const add = useCallback(
    async (productId: string) => {
      const result = await addMutation({ input: { productId } });
      return announce(
        { error: result.error, userErrors: result.data?.wishlistAdd.userErrors },
        it.wishlist.added,
      );
    },
    [addMutation],
  );
  const remove = useCallback(
    async (productId: string) => {
      const result = await removeMutation({ input: { productId } });
      return announce(
        { error: result.error, userErrors: result.data?.wishlistRemove.userErrors },
        it.wishlist.removed,
      );
    },
    [removeMutation],
  );
  const clear = useCallback(async () => {
    const result = await clearMutation({});
    return announce(
      { error: result.error, userErrors: result.data?.wishlistClear.userErrors },
      it.wishlist.cleared,
    );
  }, [clearMutation]);

  const fetching = addState.fetching || removeState.fetching || clearState.fetching;
  return { add, remove, clear, fetching };
}
