import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const offlineCustomersQuery = graphql(`
  query OfflineCustomers {
    customers {
      id
      name
    }
  }
`);

/** The customers this login may order for: the ones the agent can prepare for offline use. */
export function useOfflineCustomers() {
  return useQuery({ query: offlineCustomersQuery, requestPolicy: 'cache-and-network' });
}
