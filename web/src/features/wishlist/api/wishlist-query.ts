import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const wishlistQuery = graphql(`
  query Wishlist {
    wishlist {
      ...WishlistFields
    }
  }
`);

/** The viewer's wishlist; paused while nobody is logged in. */
export function useWishlistQuery(loggedIn: boolean) {
  return useQuery({ query: wishlistQuery, pause: !loggedIn });
}
