import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { CheckoutPageQuery } from '../../../gql/graphql';

const checkoutPageQuery = graphql(`
  query CheckoutPage($siteId: ID, $paymentModeId: ID) {
    tenant {
      features {
        cardPayment
        priceMarker
        afterOrderPath
      }
    }
    checkoutCart(siteId: $siteId, paymentModeId: $paymentModeId) {
      groups {
        kind
        title
        pieces
        total {
          formatted
        }
        lines {
          quantity
          total {
            formatted
          }
          line {
            id
            productId
            sku
            name
            color
            size
            image {
              url
              alt
            }
            unitPrice {
              formatted
            }
            catalogueUnitPrice {
              formatted
            }
            priceChanged
          }
        }
      }
      priceChanges {
        lineId
        sku
        name
        previousUnitPrice {
          formatted
        }
        unitPrice {
          amount
          formatted
        }
      }
      hasReservedGoods
      reservedWarning
      customer {
        id
        name
        site {
          ...SiteFields
        }
      }
      shippingModes {
        id
        description
        isPickup
        requiresCarrierContract
      }
      paymentModes {
        id
        description
        isDefault
      }
      defaultPaymentMode {
        id
      }
      paymentModeRequired
      receiveOptions {
        choice
        label
        needsSecondShipment
      }
      vatIncluded
      subtotal {
        formatted
      }
      freeShipping {
        reached
        message
      }
      quotes {
        receiveChoice
        shippingModeId
        secondShippingModeId
        shipments {
          total {
            formatted
          }
          cashOnDelivery {
            amount
            formatted
          }
        }
        shipping {
          formatted
        }
        total {
          formatted
        }
        freeShipping {
          reached
          message
        }
      }
    }
  }
`);

export type CheckoutData = NonNullable<CheckoutPageQuery['checkoutCart']>;
export type CheckoutFeatures = CheckoutPageQuery['tenant']['features'];
export type CheckoutQuote = CheckoutData['quotes'][number];
export type CheckoutSite = NonNullable<NonNullable<CheckoutData['customer']>['site']>;

/**
 * The cart priced for the chosen customer and site: always asked anew, prices and stock move.
 * `paymentModeId` is the payment on screen when it is not the customer's own: the collection fee
 * of the quotes follows it (asked again when the payment changes; the page keeps the last data).
 */
export function useCheckoutPageQuery(siteId: string | null, paymentModeId: string | null = null) {
  return useQuery({ query: checkoutPageQuery, variables: { siteId, paymentModeId }, requestPolicy: 'network-only' });
}
