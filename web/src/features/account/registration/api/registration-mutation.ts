import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../../gql';
import type { RegistrationLocalitiesQuery } from '../../../../gql/graphql';

const registrationMutation = graphql(`
  mutation RegistrationSubmit($input: RegistrationInput!) {
    registrationSubmit(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const localitiesQuery = graphql(`
  query RegistrationLocalities($search: String!) {
    registrationLocalities(search: $search) {
      name
      province
      postcode
    }
  }
`);

export type LocalityOption = RegistrationLocalitiesQuery['registrationLocalities'][number];

export function useRegistrationMutation() {
  return useMutation(registrationMutation);
}

/** The ERP's localities for the typed text (two letters at least). */
export function useLocalityOptions(text: string) {
  const search = text.trim();
  return useQuery({ query: localitiesQuery, variables: { search }, pause: search.length < 2 });
}
