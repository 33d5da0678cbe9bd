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

// Both changes answer with the same payload: the message and the ids now compared.
export const compareChangeFieldsFragment = graphql(`
  fragment CompareChangeFields on CompareListPayload {
    message
    compareList {
      limit
      products {
        id
      }
    }
    userErrors {
      ...UserErrorFields
    }
  }
`);

const compareAddMutation = graphql(`
  mutation CompareAdd($input: CompareAddInput!) {
    compareAdd(input: $input) {
      ...CompareChangeFields
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
export const useCompareAddMutation = () => useMutation(compareAddMutation);
export const useCompareRemoveMutation = () => useMutation(compareRemoveMutation);
