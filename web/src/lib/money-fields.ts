import { graphql } from '../gql';

/** An amount as the gateway computed and formatted it; every view selects the same fields. */
export const moneyFieldsFragment = graphql(`
  fragment MoneyFields on Money {
    amount
    currency
    formatted
  }
`);
