import { graphql } from '../../../gql';

/** A delivery site as the pre-checkout lists it and the checkout shows it. */
export const siteFieldsFragment = graphql(`
  fragment SiteFields on Site {
    id
    name
    address
    postcode
    locality
    province
    country
  }
`);
