import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { DocumentKind, DocumentsQuery, LastPurchasesQuery, ShipmentsQuery } from '../../../gql/graphql';

const documentsQuery = graphql(`
  query Documents($kind: DocumentKind!, $page: Int, $filter: DocumentFilterInput) {
    documentTabs {
      kind
      label
    }
    documents(kind: $kind, page: $page, filter: $filter) {
      page
      pageCount
      totalCount
      items {
        id
        number
        date
        type
        state
        isOrder
        showsAmounts
        amountsIncludeVat
        goods {
          ...MoneyFields
        }
        shipping {
          ...MoneyFields
        }
        collectionFee {
          ...MoneyFields
        }
        packingFee {
          ...MoneyFields
        }
        otherCharges {
          ...MoneyFields
        }
        taxable {
          ...MoneyFields
        }
        vat {
          ...MoneyFields
        }
        total {
          ...MoneyFields
        }
        shippingMode
        secondShippingMode
        pickupDate
        paymentMethod
        pdfUrl
        canReorder
        lines {
          code
          description
          quantity
          discounts
          listPrice {
            ...MoneyFields
          }
          netPrice {
            ...MoneyFields
          }
          amount {
            ...MoneyFields
          }
        }
      }
    }
  }
`);

const shipmentsQuery = graphql(`
  query Shipments($page: Int) {
    shipments(page: $page) {
      page
      pageCount
      totalCount
      showsPaid
      items {
        id
        number
        type
        date
        carrier
        paid
        total {
          ...MoneyFields
        }
        tracking {
          kind
          url
          trackingNumber
          message
        }
      }
    }
  }
`);

const lastPurchasesQuery = graphql(`
  query LastPurchases($page: Int) {
    lastPurchases(page: $page) {
      page
      pageCount
      totalCount
      items {
        articleId
        sku
        name
        lastDate
        lastQuantity
        image {
          url
          alt
        }
        movements {
          type
          number
          date
          quantity
        }
      }
    }
  }
`);

export type DocumentItem = DocumentsQuery['documents']['items'][number];
export type ShipmentItem = ShipmentsQuery['shipments']['items'][number];
export type PurchaseItem = LastPurchasesQuery['lastPurchases']['items'][number];

/** Whose documents: the session's current customer, the one the header shows (never named here). */
export interface DocumentsVariables {
  kind: DocumentKind;
  page: number;
  filter: { number?: string; from?: string; to?: string } | null;
}

// Documents change with every order: shown from the cache at once, then refreshed.
export function useDocumentsQuery(variables: DocumentsVariables, pause: boolean) {
  return useQuery({ query: documentsQuery, variables, pause, requestPolicy: 'cache-and-network' });
}

export function useShipmentsQuery(variables: { page: number }, pause: boolean) {
  return useQuery({ query: shipmentsQuery, variables, pause, requestPolicy: 'cache-and-network' });
}

export function useLastPurchasesQuery(
  variables: { page: number },
  pause: boolean,
) {
  return useQuery({ query: lastPurchasesQuery, variables, pause, requestPolicy: 'cache-and-network' });
}
