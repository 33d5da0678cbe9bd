import { useMutation } from 'urql';
import { graphql } from '../../../gql';

// The article and the refusal of a row, as both steps report them.
export const quickOrderArticleFragment = graphql(`
  fragment QuickOrderArticleFields on QuickOrderArticle {
    productId
    articleId
    sku
    name
    colorName
    size
  }
`);

const previewMutation = graphql(`
  mutation QuickOrderPreview($input: QuickOrderPreviewInput!) {
    quickOrderPreview(input: $input) {
      rows {
        line
        code
        attributes
        quantity
        available
        stock {
          availabilityText
          arrivalsText
        }
        article {
          ...QuickOrderArticleFields
        }
        price {
          price {
            ...MoneyFields
          }
        }
        problem {
          ...UserErrorFields
        }
      }
      validCount
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const addMutation = graphql(`
  mutation QuickOrderAdd($input: QuickOrderAddInput!) {
    quickOrderAdd(input: $input) {
      rows {
        line
        requested
        added
        article {
          ...QuickOrderArticleFields
        }
        problem {
          ...UserErrorFields
        }
      }
      addedQuantity
      addedLines
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const useQuickOrderPreview = () => useMutation(previewMutation);
export const useQuickOrderAdd = () => useMutation(addMutation);
