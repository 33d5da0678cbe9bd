import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { ProductDetailQuery } from '../../../gql/graphql';

const productDetailQuery = graphql(`
  query ProductDetail($id: ID!, $outlet: Boolean = false) {
    tenant {
      id
      features {
        technicalSheet
        availabilityTable
      }
      anonymous {
        grid
      }
    }
    product(id: $id) {
      id
      sku
      name
      shortDescription
      category
      subcategory
      brand
      tags
      images {
        url
        alt
      }
      price {
        price {
          formatted
          marker
          display {
            formatted
          }
        }
        oldPrice {
          formatted
          marker
        }
        unitLabel
      }
      articleId
      stock
      inCart
      maxQuantity
      availabilityText
      technicalSheetUrl
      descriptionHtml
      fullDescription
      affiliateLink
      files {
        name
        url
        type
      }
      priceSteps {
        kind
        label
        before {
          formatted
        }
        after {
          formatted
        }
      }
      variations(outlet: $outlet) {
        color
        name
        hex
        textColor
        images {
          url
          alt
        }
        sizes {
          id
          name
          sku
          unavailable
          stock
          arrivals
          availability
          availabilityText
          arrivalsText
          inCart
          maxQuantity
          promo
          price {
            price {
              formatted
              marker
            }
            oldPrice {
              formatted
            }
          }
        }
      }
      reviews(limit: 10) {
        name
        message
        rating
        date
      }
      related(limit: 1000) {
        id
        sku
        name
        image {
          url
          alt
        }
        price {
          price {
            formatted
            marker
          }
        }
      }
    }
  }
`);

export type ProductDetail = NonNullable<ProductDetailQuery['product']>;
export type ProductVariation = ProductDetail['variations'][number];
export type ProductSize = ProductVariation['sizes'][number];
export type TenantFeatures = ProductDetailQuery['tenant']['features'];

/**
 * The product page's data: the product with its colours and sizes, and the tenant's switches.
 * With `outlet` (the listing's OUTLET toggle) only the promo sizes are offered.
 */
export function useProductDetail(id: string, outlet = false) {
  const [result, reexecute] = useQuery({ query: productDetailQuery, variables: { id, outlet } });
  return { ...result, reexecute };
}
