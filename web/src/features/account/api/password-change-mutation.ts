import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const passwordChangeMutation = graphql(`
  mutation AccountPasswordChange($input: AccountPasswordChangeInput!) {
    accountPasswordChange(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export function usePasswordChangeMutation() {
  return useMutation(passwordChangeMutation);
}
