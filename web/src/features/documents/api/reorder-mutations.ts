import { useMutation } from 'urql';
import { graphql } from '../../../gql';

// Both answer with the cart's own fields, so the header's count changes with the payload.
const documentReorderMutation = graphql(`
  mutation DocumentReorder($input: DocumentReorderInput!) {
    documentReorder(input: $input) {
      ...ReorderFields
    }
  }
`);

const lastPurchaseReorderMutation = graphql(`
  mutation LastPurchaseReorder($input: LastPurchaseReorderInput!) {
    lastPurchaseReorder(input: $input) {
      ...ReorderFields
    }
  }
`);

export const reorderFieldsFragment = graphql(`
  fragment ReorderFields on ReorderPayload {
    addedQuantity
    lines {
      code
      name
      requested
      added
      error {
        ...UserErrorFields
      }
    }
    userErrors {
      ...UserErrorFields
    }
    cart {
      ...CartFields
    }
  }
`);

export function useDocumentReorder() {
  return useMutation(documentReorderMutation);
}

export function useLastPurchaseReorder() {
  return useMutation(lastPurchaseReorderMutation);
}
