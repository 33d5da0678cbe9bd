import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** How many of the latest purchases the block shows. */
export const RECENT_PURCHASES = 6;

const recentPurchasesQuery = graphql(`
  query RecentPurchases($pageSize: Int!) {
    lastPurchases(page: 1, pageSize: $pageSize) {
      items {
        articleId
        productId
        sku
        name
        image {
          url
          alt
        }
      }
    }
  }
`);

export function useRecentPurchasesQuery() {
  return useQuery({ query: recentPurchasesQuery, variables: { pageSize: RECENT_PURCHASES } });
}
