import type { Client } from 'urql';
import { graphql } from '../../gql';
import { it } from '../../i18n/it';
import { announceOutcome as announce } from '../../lib/mutation-outcome';

const wishlistAddMutation = graphql(`
  mutation WishlistAdd($input: WishlistItemInput!) {
    wishlistAdd(input: $input) {
      wishlist {
        ...WishlistFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const wishlistRemoveMutation = graphql(`
  mutation WishlistRemove($input: WishlistItemInput!) {
    wishlistRemove(input: $input) {
      wishlist {
        ...WishlistFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Adds the product with the specification's toast (spec §4 Wishlist); true when it was added. */
export async function addToWishlist(client: Client, productId: string): Promise<boolean> {
  const result = await client.mutation(wishlistAddMutation, { input: { productId } }).toPromise();
  return announce({ error: result.error, userErrors: result.data?.wishlistAdd.userErrors }, it.wishlist.added);
}

/** Removes the product with the specification's toast; true when it was removed. */
export async function removeFromWishlist(client: Client, productId: string): Promise<boolean> {
  const result = await client.mutation(wishlistRemoveMutation, { input: { productId } }).toPromise();
  return announce({ error: result.error, userErrors: result.data?.wishlistRemove.userErrors }, it.wishlist.removed);
}
