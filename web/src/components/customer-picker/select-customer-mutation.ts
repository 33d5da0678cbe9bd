import { useMutation } from 'urql';
import { graphql } from '../../gql';

const selectCustomerMutation = graphql(`
  mutation CustomerSelect($input: CustomerSelectInput!) {
    customerSelect(input: $input) {
      viewer {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** An agent (or a user with several customers) chooses whom to order for. */
export function useSelectCustomerMutation() {
  return useMutation(selectCustomerMutation);
}
