import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { PrecheckoutQuery } from '../../../gql/graphql';

const precheckoutQuery = graphql(`
  query Precheckout {
    customers {
      id
      name
      referenceId
      sites {
        ...SiteFields
      }
    }
    cart {
      lineCount
    }
  }
`);

export type PrecheckoutCustomer = PrecheckoutQuery['customers'][number];

/** The customers the user may order for, with their delivery sites, and whether the cart has lines. */
export function usePrecheckoutQuery() {
  return useQuery({ query: precheckoutQuery, requestPolicy: 'network-only' });
}
