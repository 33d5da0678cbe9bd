import { useQuery, type Client } from 'urql';
import { graphql } from '../../../gql';
import type { ProductFilter, ProductsQuery } from '../../../gql/graphql';

const productsQuery = graphql(`
  query Products($filter: ProductFilter, $page: Int, $pageSize: Int) {
    tenant {
      id
      features {
        filterSidebar
        categoryFilter
        tagFilter
        colorSizeFilters
        schoolOutletToggles
      }
    }
    products(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...ProductSummaryFields
        sku
        price {
          price {
            display {
              formatted
            }
          }
          oldPrice {
            ...MoneyFields
          }
          unitLabel
        }
        promoBadge
        soldOut
      }
      page
      pageSize
      totalCount
      pageCount
      facets {
        categories {
          ...FacetFields
        }
        subcategories {
          ...FacetFields
        }
        brands {
          ...FacetFields
        }
        templates {
          ...FacetFields
        }
        tags {
          ...FacetFields
        }
        sizes {
          ...FacetFields
        }
        colors {
          ...FacetFields
        }
        promoCount
      }
    }
  }

  fragment FacetFields on FacetValue {
    value
    count
    selected
  }
`);

const shopNoticeQuery = graphql(`
  query ShopNotice {
    shopNotice
  }
`);

export interface ProductsVariables {
  filter: ProductFilter;
  page: number;
  pageSize: number;
}

export type ProductConnection = ProductsQuery['products'];
export type ListingFacets = ProductConnection['facets'];
export type ListingFeatures = ProductsQuery['tenant']['features'];
export type FacetValue = ListingFacets['brands'][number];

/** One page of the listing with its facets; prices arrive computed by the gateway for this viewer. */
export function useProductsQuery(variables: ProductsVariables) {
  return useQuery({ query: productsQuery, variables });
}

/** Starts the listing's query ahead of the page (lib/listing-prefetch.ts); settles with its first result. */
export function prefetchProducts(client: Client, variables: ProductsVariables): Promise<unknown> {
  return client.query(productsQuery, variables).toPromise();
}

/** The 'Comunicazione' notice of the shop page, when the configuration sets one. */
export function useShopNoticeQuery() {
  return useQuery({ query: shopNoticeQuery });
}
