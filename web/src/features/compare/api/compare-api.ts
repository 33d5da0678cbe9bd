import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { CompareListQuery } from '../../../gql/graphql';

const compareListQuery = graphql(`
  query CompareList {
    compareList {
      limit
      products {
        id
        sku
        name
        image {
          url
          alt
        }
        brand
        category
        price {
          price {
            formatted
          }
          oldPrice {
            formatted
          }
          unitLabel
        }
        availabilityText
        variations {
          color
          name
          hex
          sizes {
            id
            name
            availabilityText
          }
        }
      }
    }
  }
`);

const compareRemoveMutation = graphql(`
  mutation CompareRemove($input: CompareRemoveInput!) {
    compareRemove(input: $input) {
      ...CompareChangeFields
    }
  }
`);

export type CompareProduct = CompareListQuery['compareList']['products'][number];

export const useCompareListQuery = () => useQuery({ query: compareListQuery, requestPolicy: 'cache-and-network' });
export const useCompareRemoveMutation = () => useMutation(compareRemoveMutation);
