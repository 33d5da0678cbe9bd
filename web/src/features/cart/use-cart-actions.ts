import { useCallback } from 'react';
import type { CombinedError } from 'urql';
import {
  useCartClearMutation,
  useCartLineDecreaseMutation,
  useCartLineRemoveMutation,
  useCartLineUpdateMutation,
} from './api/cart-mutations';
import { notifyCartRefusal } from './cart-notices';
import { reportRequestError } from './report-request-error';
import { it } from '../../i18n/it';
import { notifySuccess } from '../../lib/notify';

interface Outcome {
  error?: CombinedError;
  userErrors?: readonly { code: string; message: string }[];
}

/** One toast per outcome: the request's failure, the gateway's refusal, or the success text. */
function announce({ error, userErrors }: Outcome, successText: string | null): boolean {
  if (error) {
    reportRequestError(error);
    return false;
  }
  if (!userErrors) return false;
  const refusal = userErrors[0];
  if (refusal) {
    notifyCartRefusal(refusal);
    return false;
  }
  if (successText) notifySuccess(successText);
  return true;
}

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
      return announce({ error: result.error, userErrors: result.data?.cartLineDecrease.userErrors }, it.cart.decreased);
    },
    [decreaseMutation],
  );

  /** A typed quantity is applied silently; the plus button announces the added piece. */
  const update = useCallback(
    async (lineId: string, quantity: number, successText: string | null = null) => {
      const result = await updateMutation({ input: { lineId, quantity } });
      return announce({ error: result.error, userErrors: result.data?.cartLineUpdate.userErrors }, successText);
    },
    [updateMutation],
  );

  const remove = useCallback(
    async (lineId: string) => {
      const result = await removeMutation({ input: { lineId } });
      return announce({ error: result.error, userErrors: result.data?.cartLineRemove.userErrors }, it.cart.removed);
    },
    [removeMutation],
  );

  const clear = useCallback(async () => {
    const result = await clearMutation({});
    return announce({ error: result.error, userErrors: result.data?.cartClear.userErrors }, it.cart.cleared);
  }, [clearMutation]);

  const fetching = decreaseState.fetching || updateState.fetching || removeState.fetching || clearState.fetching;
  return { decrease, update, remove, clear, fetching };
}
