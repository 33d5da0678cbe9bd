import { graphql } from '../../../gql';

// The normal checkout's operations, as a queued order is sent through them (issue 29 §4).

export const offlineCustomerSelect = graphql(`
  mutation OfflineCustomerSelect($input: CustomerSelectInput!) {
    customerSelect(input: $input) {
      userErrors {
        code
        message
      }
    }
  }
`);

export const offlineCartClear = graphql(`
  mutation OfflineCartClear {
    cartClear {
      userErrors {
        code
        message
      }
    }
  }
`);

export const offlineCartLinesAdd = graphql(`
  mutation OfflineCartLinesAdd($input: CartLinesAddInput!) {
    cartLinesAdd(input: $input) {
      userErrors {
        code
        message
      }
    }
  }
`);

export const offlineCheckoutCart = graphql(`
  query OfflineCheckoutCart($siteId: ID) {
    checkoutCart(siteId: $siteId) {
      lines {
        id
        articleId
        productId
        sku
        name
        quantity
        unitPrice {
          amount
        }
      }
      priceChanges {
        lineId
        unitPrice {
          amount
        }
      }
    }
  }
`);

export const offlineOrderPlace = graphql(`
  mutation OfflineOrderPlace($input: OrderPlaceInput!) {
    orderPlace(input: $input) {
      order {
        id
        number
        message
      }
      userErrors {
        code
        message
      }
    }
  }
`);
