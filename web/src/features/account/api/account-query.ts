import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { MyAccountQuery } from '../../../gql/graphql';

export const accountFieldsFragment = graphql(`
  fragment AccountFields on Account {
    username
    companyName
    taxCode
    vatNumber
    recipientCode
    pecEmail
    address
    locality
    postcode
    province
    firstName
    lastName
    email
    website
    phone
    mobile
    photoUrl
  }
`);

const myAccountQuery = graphql(`
  query MyAccount {
    account {
      ...AccountFields
    }
  }
`);

export type AccountData = MyAccountQuery['account'];

/** The account as the ERP has it; asked again from the network when the page opens. */
export function useAccountQuery() {
  return useQuery({ query: myAccountQuery, requestPolicy: 'cache-and-network' });
}
