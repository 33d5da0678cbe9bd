import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const accountUpdateMutation = graphql(`
  mutation AccountUpdate($input: AccountUpdateInput!) {
    accountUpdate(input: $input) {
      message
      account {
        ...AccountFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export function useAccountUpdateMutation() {
  return useMutation(accountUpdateMutation);
}
