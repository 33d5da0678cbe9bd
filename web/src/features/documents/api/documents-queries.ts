import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { DocumentKind, DocumentsQuery, LastPurchasesQuery, ShipmentsQuery } from '../../../gql/graphql';

const documentsQuery = graphql(`
  query Documents($customerId: ID, $kind: DocumentKind!, $page: Int, $filter: DocumentFilterInput) {
    documentTabs {
      kind
      label
    }
    documents(customerId: $customerId, kind: $kind, page: $page, filter: $filter) {
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
        taxable {
          ...MoneyFields
        }
        vat {
          ...MoneyFields
        }
        total {
          ...MoneyFields
        }
        pdfUrl
        canReorder
        lines {
          code
          description
          quantity
          discountPercent
          unitPrice {
            ...MoneyFields
          }
          taxable {
            ...MoneyFields
          }
        }
      }
    }
  }
`);

const shipmentsQuery = graphql(`
  query Shipments($customerId: ID, $page: Int) {
    shipments(customerId: $customerId, page: $page) {
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
  query LastPurchases($customerId: ID, $page: Int) {
    lastPurchases(customerId: $customerId, page: $page) {
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

const customersQuery = graphql(`
  query DocumentCustomers {
    customers {
      id
      name
      referenceId
    }
  }
`);

export type DocumentItem = DocumentsQuery['documents']['items'][number];
export type ShipmentItem = ShipmentsQuery['shipments']['items'][number];
export type PurchaseItem = LastPurchasesQuery['lastPurchases']['items'][number];

export interface DocumentsVariables {
  customerId: string | null;
  kind: DocumentKind;
  page: number;
  filter: { number?: string; from?: string; to?: string } | null;
}

// Documents change with every order: shown from the cache at once, then refreshed.
export function useDocumentsQuery(variables: DocumentsVariables, pause: boolean) {
  return useQuery({ query: documentsQuery, variables, pause, requestPolicy: 'cache-and-network' });
}

export function useShipmentsQuery(variables: { customerId: string | null; page: number }, pause: boolean) {
  return useQuery({ query: shipmentsQuery, variables, pause, requestPolicy: 'cache-and-network' });
}

export function useLastPurchasesQuery(
  variables: { customerId: string | null; page: number },
  pause: boolean,
) {
  return useQuery({ query: lastPurchasesQuery, variables, pause, requestPolicy: 'cache-and-network' });
}

/** The customers an agent may choose ('Cambia cliente'); asked only when the picker opens. */
export function useDocumentCustomersQuery(pause: boolean) {
  return useQuery({ query: customersQuery, pause });
}
