import { useMutation } from 'urql';
import { graphql } from '../../../gql';

// Apart from add and remove, which every card's heart uses: only the wishlist page clears it.
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

export const useWishlistClearMutation = () => useMutation(wishlistClearMutation);
