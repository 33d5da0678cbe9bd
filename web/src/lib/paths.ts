import { paths as routePaths } from '@shop/routes';

// Links are built from the shop's one route table (the routes package), as the router is.
export { productPath, flipbookPagePath, bannerEditPath, shopSearchPath, checkoutPath } from '@shop/routes';

/** Addresses other code links to: every page without a parameter, and the gateway's files. */
export const paths = {
  ...routePaths,
  /** The whole printed catalogue as one PDF, served by the gateway. */
  cataloguePdf: '/catalogue/catalogo.pdf',
} as const;
