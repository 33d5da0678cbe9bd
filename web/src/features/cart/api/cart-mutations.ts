import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const cartLineDecreaseMutation = graphql(`
  mutation CartLineDecrease($input: CartLineIdInput!) {
    cartLineDecrease(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const cartLineUpdateMutation = graphql(`
  mutation CartLineUpdate($input: CartLineUpdateInput!) {
    cartLineUpdate(input: $input) {
      cart {
        ...CartFields
      }
      clippedLines {
        requested
        added
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const cartLineRemoveMutation = graphql(`
  mutation CartLineRemove($input: CartLineIdInput!) {
    cartLineRemove(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const cartClearMutation = graphql(`
  mutation CartClear {
    cartClear {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const useCartLineDecreaseMutation = () => useMutation(cartLineDecreaseMutation);
export const useCartLineUpdateMutation = () => useMutation(cartLineUpdateMutation);
export const useCartLineRemoveMutation = () => useMutation(cartLineRemoveMutation);
export const useCartClearMutation = () => useMutation(cartClearMutation);
