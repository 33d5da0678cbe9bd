import { useCallback } from 'react';
import {
  useCartClearMutation,
  useCartLineDecreaseMutation,
  useCartLineRemoveMutation,
  useCartLineUpdateMutation,
} from './api/cart-mutations';
import { notifyCartRefusal } from './cart-notices';
import { itCart } from '../../i18n/it-cart';
import { announceOutcome, type MutationOutcome } from '../../lib/mutation-outcome';

/** A line update: saved or not, and the gateway's clip of the typed quantity, if any. */
export interface UpdateOutcome {
  saved: boolean;
  clipped: { requested: number; added: number } | null;
}

/** The cart's refusals keep the cart-limit toast on screen; the rest auto-dismiss. */
const announce = (outcome: MutationOutcome, successText: string | null) =>
  announceOutcome(outcome, successText, notifyCartRefusal);

/** Changes to existing lines and to the whole cart, with the specification's toasts (spec §4 Cart). */
export function useCartActions() {
  const [decreaseState, decreaseMutation] = useCartLineDecreaseMutation();
  const [updateState, updateMutation] = useCartLineUpdateMutation();
  const [removeState, removeMutation] = useCartLineRemoveMutation();
  const [clearState, clearMutation] = useCartClearMutation();

  /** Minus one; the gateway removes the line when it had one piece. */
  const decrease = useCallback(
    async (lineId: string) => {
      const result = await decreaseMutation({ input: { lineId } });
      return announce(
        { error: result.error, userErrors: result.data?.cartLineDecrease.userErrors },
        itCart.decreased,
      );
    },
    [decreaseMutation],
  );

  /**
   * A typed quantity is applied silently; the plus button announces the added piece. Says what
   * the gateway clipped the quantity to, if it did (the line tells the buyer).
   */
  const update = useCallback(
    async (lineId: string, quantity: number, successText: string | null = null): Promise<UpdateOutcome> => {
      const result = await updateMutation({ input: { lineId, quantity } });
      const saved = announce(
        { error: result.error, userErrors: result.data?.cartLineUpdate.userErrors },
        successText,
      );
      return { saved, clipped: (saved && result.data?.cartLineUpdate.clippedLines[0]) || null };
    },
    [updateMutation],
  );

  const remove = useCallback(
    async (lineId: string) => {
      const result = await removeMutation({ input: { lineId } });
      return announce(
        { error: result.error, userErrors: result.data?.cartLineRemove.userErrors },
        itCart.removed,
      );
    },
    [removeMutation],
  );

  const clear = useCallback(async () => {
    const result = await clearMutation({});
    return announce({ error: result.error, userErrors: result.data?.cartClear.userErrors }, itCart.cleared);
  }, [clearMutation]);

  const fetching =
    decreaseState.fetching || updateState.fetching || removeState.fetching || clearState.fetching;
  return { decrease, update, remove, clear, fetching };
}
