import { useMutation } from 'urql';
import { graphql } from '../../../gql';

const productReviewAddMutation = graphql(`
  mutation ProductReviewAdd($input: ProductReviewInput!) {
    productReviewAdd(input: $input) {
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const restockNoticeRequestMutation = graphql(`
  mutation RestockNoticeRequest($input: RestockNoticeInput!) {
    restockNoticeRequest(input: $input) {
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const useProductReviewAddMutation = () => useMutation(productReviewAddMutation);
export const useRestockNoticeRequestMutation = () => useMutation(restockNoticeRequestMutation);
