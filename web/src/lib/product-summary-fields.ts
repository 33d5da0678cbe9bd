import { graphql } from '../gql';

/**
 * A product as every list of products shows it (the listing's cards, the header's suggestions):
 * its picture, its name and its price for this viewer. Lists add what only they show.
 */
export const productSummaryFieldsFragment = graphql(`
  fragment ProductSummaryFields on Product {
    id
    name
    image {
      url
      alt
    }
    price {
      price {
        ...MoneyFields
      }
    }
  }
`);
