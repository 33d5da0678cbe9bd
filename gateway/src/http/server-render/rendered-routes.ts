/**
 * The pages the gateway renders on the server: those a buyer opens first and most often, whose
 * first screen is the catalogue itself. Each names the lazily loaded modules its first screen
 * shows (their stylesheets go in the head) and the page's own module (its scripts are preloaded).
 * Keys are source paths as in Vite's manifest.
 */
export interface RenderedRoute {
  page: string;
  shown: readonly string[];
}

const FOOTER = 'src/app/layout/Footer.tsx';

const LISTING: RenderedRoute = {
  page: 'src/features/catalogue/ShopListingPage.tsx',
  shown: ['src/features/catalog/ShopListingPage.tsx', 'src/features/recent-purchases/RecentPurchases.tsx', FOOTER],
};
const PRODUCT: RenderedRoute = {
  page: 'src/features/product/ProductPage.tsx',
  shown: ['src/features/product/ProductPage.tsx', FOOTER],
};

/** Route patterns (Fastify's, as in web/src/lib/route-patterns.ts) of the rendered pages. */
export const RENDERED_ROUTES: Readonly<Record<string, RenderedRoute>> = {
  '/shop-grid-full-width': LISTING,
  '/shop-grid-full-width/:search': LISTING,
  '/product/:id': PRODUCT,
};
