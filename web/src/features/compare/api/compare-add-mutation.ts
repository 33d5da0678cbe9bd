import { useMutation } from 'urql';
import { graphql } from '../../../gql';

// Apart from the compare page's documents: every card has the compare button, so the add
// travels with the shell and the list and the removal with the compare page.

// Both changes (add here, remove in compare-api) answer with the same payload: the message and the ids now compared.
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

export const useCompareAddMutation = () => useMutation(compareAddMutation);
