import type { Client } from 'urql';
import { graphql } from '../../gql';
import { addedToastText, notifyCartRefusal } from './cart-notices';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifySuccess } from '../../lib/notify';
import type { AddedLines, AddMode, AddToCartLine } from '../../lib/shop-slots';

const cartLinesAddMutation = graphql(`
  mutation CartLinesAdd($input: CartLinesAddInput!) {
    cartLinesAdd(input: $input) {
      cart {
        ...CartFields
      }
      addedQuantity
      clippedLines {
        productId
        articleId
        requested
        added
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Adds one article (mode 'single') or every filled cell of a quantity grid (mode 'grid') with
 * one `cartLinesAdd`, then shows the specification's toast or the gateway's refusal. Resolves
 * with the lines the gateway clipped when the cart took the lines (so that a grid can clear its
 * inputs and say which cells got less), null when it did not.
 */
export async function addCartLines(client: Client, lines: AddToCartLine[], mode: AddMode): Promise<AddedLines | null> {
  // Adding a quantity of 0 does nothing (spec §4 Quantity).
  const filled = lines.filter((line) => line.quantity > 0);
  if (filled.length === 0) return null;
  const result = await client
    .mutation(cartLinesAddMutation, {
      input: {
        lines: filled.map((line) => ({
          productId: line.productId,
          articleId: line.articleId ?? null,
          quantity: line.quantity,
        })),
      },
    })
    .toPromise();
  if (result.error) {
    reportRequestError(result.error);
    return null;
  }
  const payload = result.data?.cartLinesAdd;
  if (!payload) return null;
  const refusal = payload.userErrors[0];
  if (refusal) {
    notifyCartRefusal(refusal);
    return null;
  }
  notifySuccess(addedToastText(mode, payload.addedQuantity));
  return { clipped: payload.clippedLines };
}
