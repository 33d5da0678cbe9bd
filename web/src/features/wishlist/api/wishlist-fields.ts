import { graphql } from '../../../gql';

/** Everything any view shows of the wishlist; shared by the query and every mutation. */
export const wishlistFieldsFragment = graphql(`
  fragment WishlistFields on Wishlist {
    count
    items {
      id
      sku
      name
      image {
        url
        alt
      }
    }
  }
`);
