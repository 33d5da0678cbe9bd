import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const logoutMutation = graphql(`
  mutation Logout {
    logout {
      redirectTo
    }
  }
`);

export function useLogoutMutation() {
  return useMutation(logoutMutation);
}
