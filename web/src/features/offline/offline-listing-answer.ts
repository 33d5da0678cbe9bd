import type { ProductFilter } from '../../gql/graphql';
import { offlineListing } from './offline-listing';
import type { ListingCore } from './offline-listing-core';
import { priceOf } from './offline-money';

/** The listing's usual switches, for a package made before it carried the company's. */
const USUAL_FEATURES = {
  filterSidebar: true,
  categoryFilter: true,
  tagFilter: true,
  colorSizeFilters: true,
  schoolOutletToggles: false,
};

/** The listing's switches (the Products query's `tenant.features`) as the gateway applies them online. */
function listingFeatures(core: ListingCore) {
  const { filterSidebar, categoryFilter, tagFilter, colorSizeFilters, schoolOutletToggles } = core.features ?? USUAL_FEATURES;
  return { __typename: 'TenantFeatures', filterSidebar, categoryFilter, tagFilter, colorSizeFilters, schoolOutletToggles };
}

/** The listing's `Products` query answered from the package's listing core, in the shape the gateway gives. */
export function productsData(core: ListingCore, showPromo: boolean, variables: { filter?: ProductFilter | null; page?: number | null; pageSize?: number | null }) {
  const P = core.products;
  const page = offlineListing(core, variables.filter ?? {}, variables.page ?? 1, variables.pageSize ?? 42);
  const facet = (values: typeof page.facets.brands) => values.map((v) => ({ __typename: 'FacetValue', ...v }));
  return {
    tenant: { __typename: 'Tenant', id: 0, features: listingFeatures(core) },
    products: {
      __typename: 'ProductConnection',
      items: page.rows.map((row) => {
        return {
          __typename: 'Product',
          id: String(P.id[row]),
          sku: P.sku[row],
          name: P.name[row],
          image: P.image[row] ? { __typename: 'Image', url: P.image[row], alt: P.name[row] } : null,
          price: core.showsPrices ? priceOf(P.price[row], P.oldPrice[row], P.unitLabel[row] || null) : null,
          promoBadge: Boolean(P.promo[row]) && showPromo,
          soldOut: Boolean(P.soldOut[row]),
        };
      }),
      page: page.page,
      pageSize: page.pageSize,
      totalCount: page.totalCount,
      pageCount: page.pageCount,
      facets: {
        __typename: 'Facets',
        categories: facet(page.facets.category),
        subcategories: facet(page.facets.subcategory),
        brands: facet(page.facets.brands),
        templates: facet(page.facets.templates),
        tags: facet(page.facets.tag),
        sizes: facet(page.facets.size),
        colors: facet(page.facets.color),
        promoCount: page.facets.promoCount,
      },
    },
  };
}
