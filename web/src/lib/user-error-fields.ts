import { graphql } from '../gql';

/**
 * A business refusal as every mutation payload reports it (DESIGN §3): the field it concerns,
 * a stable code and the Italian message. Spread into each payload's `userErrors`.
 */
export const userErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    code
    message
  }
`);
