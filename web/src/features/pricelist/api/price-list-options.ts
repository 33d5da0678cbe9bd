import { useQuery } from 'urql';
import { graphql } from '../../../gql';

const priceListOptionsQuery = graphql(`
  query PriceListOptions {
    priceListOptions {
      role
      lists {
        id
        name
      }
      customers {
        id
        name
      }
      currentCustomerId
      showsPrices
      pricesIncludeVat
    }
  }
`);

export function usePriceListOptions() {
  return useQuery({ query: priceListOptionsQuery, requestPolicy: 'cache-and-network' });
}
