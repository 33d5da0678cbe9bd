import { useCallback } from 'react';
import { useCartLinesAddMutation } from './api/cart-mutations';
import { addedToastText, notifyCartRefusal } from './cart-notices';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifySuccess } from '../../lib/notify';
import type { AddMode, AddToCart, AddToCartLine } from '../../lib/shop-slots';

/**
 * Adds one article (mode 'single') or every filled cell of a quantity grid (mode 'grid') with
 * one `cartLinesAdd`, then shows the specification's toast or the gateway's refusal. Resolves
 * true when the cart took the lines, so that a grid can clear its inputs.
 */
export function useAddToCart(): AddToCart {
  const [{ fetching }, addMutation] = useCartLinesAddMutation();

  const addLines = useCallback(
    async (lines: AddToCartLine[], mode: AddMode) => {
      // Adding a quantity of 0 does nothing (spec §4 Quantity).
      const filled = lines.filter((line) => line.quantity > 0);
      if (filled.length === 0) return false;
      const result = await addMutation({
        input: {
          lines: filled.map((line) => ({
            productId: line.productId,
            articleId: line.articleId ?? null,
            quantity: line.quantity,
          })),
        },
      });
      if (result.error) {
        reportRequestError(result.error);
        return false;
      }
      const payload = result.data?.cartLinesAdd;
      if (!payload) return false;
      const refusal = payload.userErrors[0];
      if (refusal) {
        notifyCartRefusal(refusal);
        return false;
      }
      notifySuccess(addedToastText(mode, payload.addedQuantity));
      return true;
    },
    [addMutation],
  );

  return { addLines, fetching };
}
