import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const passwordResetRequestMutation = graphql(`
  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const passwordResetMutation = graphql(`
  mutation PasswordReset($input: PasswordResetInput!) {
    passwordReset(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export function usePasswordResetRequestMutation() {
  return useMutation(passwordResetRequestMutation);
}

export function usePasswordResetMutation() {
  return useMutation(passwordResetMutation);
}
