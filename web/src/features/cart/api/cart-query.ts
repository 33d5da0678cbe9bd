import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const cartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

/** The viewer's cart; paused while nobody is logged in (the gateway would answer an empty one). */
export function useCartQuery(loggedIn: boolean) {
  return useQuery({ query: cartQuery, pause: !loggedIn });
}
