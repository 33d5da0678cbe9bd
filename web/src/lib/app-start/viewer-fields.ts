import { graphql } from '../../gql';

/** What the shell needs to know about the logged-in user; shared by the start query and login. */
export const viewerFieldsFragment = graphql(`
  fragment ViewerFields on Viewer {
    username
    kind
    displayName
    companyName
    customer {
      id
      name
      referenceId
    }
    needsCustomerChoice
    canChangeCustomer
    showPrices
    showPromo
    isBannerAdmin
    isPickupAdmin
    sessionExpiresAt
  }
`);
