import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { AddressSuggestionsQuery } from '../../../gql/graphql';

const addressSuggestionsQuery = graphql(`
  query AddressSuggestions($query: String!) {
    addressSuggestions(query: $query) {
      kind
      line
      locality
      province
      postcode
      country
    }
  }
`);

export type AddressSuggestion = AddressSuggestionsQuery['addressSuggestions'][number];

/** Suggestions for the typed address, once it is long enough to mean something. */
export function useAddressSuggestionsQuery(text: string, minLength: number) {
  const query = text.trim();
  return useQuery({ query: addressSuggestionsQuery, variables: { query }, pause: query.length < minLength });
}
