import { graphql } from '../gql';

/**
 * An amount as the gateway computed and formatted it, with the company's marker ('i.i.') when it
 * has one; every view selects the same fields.
 */
export const moneyFieldsFragment = graphql(`
  fragment MoneyFields on Money {
    amount
    currency
    formatted
    marker
  }
`);
