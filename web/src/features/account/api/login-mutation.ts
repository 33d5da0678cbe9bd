import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      viewer {
        ...ViewerFields
      }
      customers {
        id
        name
        referenceId
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Logs in; the gateway keeps the credentials in its encrypted cookie, never the browser. */
export function useLoginMutation() {
  return useMutation(loginMutation);
}
