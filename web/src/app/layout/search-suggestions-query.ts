import { useQuery } from 'urql';
import { graphql } from '../../gql';

const searchSuggestionsQuery = graphql(`
  query SearchSuggestions($text: String!, $limit: Int) {
    searchSuggestions(text: $text, limit: $limit) {
      totalCount
      products {
        ...ProductSummaryFields
      }
      categories {
        value
        count
      }
    }
  }
`);

/** Products suggested while typing: six fill the panel without hiding the page. */
const SUGGESTED_PRODUCTS = 6;

/** The gateway's suggestions for the text typed so far (paused while it is `null`). */
export function useSearchSuggestions(text: string | null) {
  return useQuery({
    query: searchSuggestionsQuery,
    variables: { text: text ?? '', limit: SUGGESTED_PRODUCTS },
    pause: text === null,
  });
}
