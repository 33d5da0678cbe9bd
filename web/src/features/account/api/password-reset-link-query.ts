import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const passwordResetLinkQuery = graphql(`
  query PasswordResetLink($data: String!) {
    passwordResetLink(data: $data) {
      valid
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Whether the mailed link can still be used here; asked of the network each time the page opens. */
export function usePasswordResetLinkQuery(data: string) {
  return useQuery({ query: passwordResetLinkQuery, variables: { data }, requestPolicy: 'network-only' });
}
