import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { AddMode, AddToCart, AddToCartLine } from '../../lib/shop-slots';

// The add itself (its mutation, toasts and refusals) is a chunk of its own: the listing's cards
// never add to the cart, so it arrives with the first screen that can (product page, quick view,
// quick order) instead of with the shell.
const loadAdd = () => import('./add-cart-lines');

/** The cart's add for the other features (see lib/shop-slots and add-cart-lines). */
export function useAddToCart(): AddToCart {
  const client = useClient();
  const [fetching, setFetching] = useState(false);
  // Fetched as soon as a screen that adds is shown, so that the first press does not wait for it.
  useEffect(() => {
    void loadAdd();
  }, []);

  const addLines = useCallback(
    async (lines: AddToCartLine[], mode: AddMode) => {
      setFetching(true);
      try {
        const { addCartLines } = await loadAdd();
        return await addCartLines(client, lines, mode);
      } finally {
        setFetching(false);
      }
    },
    [client],
  );

  return { addLines, fetching };
}
