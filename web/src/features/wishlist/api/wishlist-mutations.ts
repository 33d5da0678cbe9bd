import { useMutation } from 'urql';
import { graphql } from '../../../gql';

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

const wishlistClearMutation = graphql(`
  mutation WishlistClear {
    wishlistClear {
      wishlist {
        ...WishlistFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const useWishlistAddMutation = () => useMutation(wishlistAddMutation);
export const useWishlistRemoveMutation = () => useMutation(wishlistRemoveMutation);
export const useWishlistClearMutation = () => useMutation(wishlistClearMutation);
