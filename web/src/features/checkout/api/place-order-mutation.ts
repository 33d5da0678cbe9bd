import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const placeOrderMutation = graphql(`
  mutation OrderPlace($input: OrderPlaceInput!) {
    orderPlace(input: $input) {
      order {
        id
        number
        message
        pickupDate
        pdfUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export function usePlaceOrderMutation() {
  return useMutation(placeOrderMutation);
}
