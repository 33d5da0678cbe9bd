import { useCallback } from 'react';
import { useWishlistAddMutation, useWishlistClearMutation, useWishlistRemoveMutation } from './api/wishlist-mutations';
import { reportRequestError } from '../cart/report-request-error';
import { it } from '../../i18n/it';
import { notifyError, notifySuccess } from '../../lib/notify';

interface MutationOutcome {
  error?: Parameters<typeof reportRequestError>[0];
  userErrors?: readonly { message: string }[];
}

/** One toast per outcome: the request's failure, the gateway's refusal, or the success text. */
function announce(outcome: MutationOutcome, successText: string): boolean {
  if (outcome.error) {
    reportRequestError(outcome.error);
    return false;
  }
  const refusal = outcome.userErrors?.[0];
  if (refusal) {
    notifyError(refusal.message);
    return false;
  }
  if (!outcome.userErrors) return false;
  notifySuccess(successText);
  return true;
}

/** Add, remove and clear with the specification's toasts (spec §4 Wishlist). */
export function useWishlistActions() {
  const [addState, addMutation] = useWishlistAddMutation();
  const [removeState, removeMutation] = useWishlistRemoveMutation();
  const [clearState, clearMutation] = useWishlistClearMutation();

  const add = useCallback(
    async (productId: string) => {
      const result = await addMutation({ input: { productId } });
      return announce({ error: result.error, userErrors: result.data?.wishlistAdd.userErrors }, it.wishlist.added);
    },
    [addMutation],
  );
  const remove = useCallback(
    async (productId: string) => {
      const result = await removeMutation({ input: { productId } });
      return announce({ error: result.error, userErrors: result.data?.wishlistRemove.userErrors }, it.wishlist.removed);
    },
    [removeMutation],
  );
  const clear = useCallback(async () => {
    const result = await clearMutation({});
    return announce({ error: result.error, userErrors: result.data?.wishlistClear.userErrors }, it.wishlist.cleared);
  }, [clearMutation]);

  const fetching = addState.fetching || removeState.fetching || clearState.fetching;
  return { add, remove, clear, fetching };
}
