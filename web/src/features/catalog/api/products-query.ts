import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { ProductFilter } from '../../../gql/graphql';

const productsQuery = graphql(`
  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {
    products(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        sku
        name
        image {
          url
          alt
        }
        price {
          price {
            amount
            currency
            formatted
          }
          oldPrice {
            amount
            currency
            formatted
          }
          unitLabel
        }
        promoBadge
      }
      page
      pageSize
      totalCount
      pageCount
    }
  }
`);

export interface ProductsVariables {
  filter: ProductFilter;
  page: number;
  pageSize: number;
}

/** One page of the listing; prices arrive computed by the gateway for this viewer. */
export function useProductsQuery(variables: ProductsVariables) {
  return useQuery({ query: productsQuery, variables });
}
