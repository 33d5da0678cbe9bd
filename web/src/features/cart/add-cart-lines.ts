import type { Client } from 'urql';
import { graphql } from '../../gql';
import { addedToastText, notifyCartRefusal } from './cart-notices';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifySuccess } from '../../lib/notify';
import type { AddMode, AddToCartLine } from '../../lib/shop-slots';

const cartLinesAddMutation = graphql(`
  mutation CartLinesAdd($input: CartLinesAddInput!) {
    cartLinesAdd(input: $input) {
      cart {
        ...CartFields
      }
      addedQuantity
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Adds one article (mode 'single') or every filled cell of a quantity grid (mode 'grid') with
 * one `cartLinesAdd`, then shows the specification's toast or the gateway's refusal. Resolves
 * true when the cart took the lines, so that a grid can clear its inputs.
 */
export async function addCartLines(client: Client, lines: AddToCartLine[], mode: AddMode): Promise<boolean> {
  // Adding a quantity of 0 does nothing (spec §4 Quantity).
  const filled = lines.filter((line) => line.quantity > 0);
  if (filled.length === 0) return false;
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
}
