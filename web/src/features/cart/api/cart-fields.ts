import { graphql } from '../../../gql';

/**
 * Everything any view shows of the cart. Every query and mutation selects the same fields, so
 * that a mutation's payload refreshes the header, the dropdown and the cart page at once.
 */
export const cartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    lineCount
    itemCount
    total {
      ...MoneyFields
    }
    previewTotal {
      ...MoneyFields
    }
    freeShipping {
      reached
      message
    }
    lines {
      id
      productId
      articleId
      sku
      name
      color
      colorName
      size
      quantity
      available
      maxQuantity
      image {
        url
        alt
      }
      unitPrice {
        price {
          ...MoneyFields
        }
        unitLabel
      }
      lineTotal {
        ...MoneyFields
      }
      previewTotal {
        ...MoneyFields
      }
    }
  }
`);
