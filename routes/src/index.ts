// The shop's one route table and what is derived from it, for the web client and the gateway.
export { ROUTES, ROUTE_NAMES, type RouteName, type StaticRouteName } from './route-table.ts';
export { paths, productPath, flipbookPagePath, bannerEditPath, resetPasswordPath, shopSearchPath, checkoutPath } from './paths.ts';
export { PAGE_PATTERNS, isClientPage } from './client-page.ts';
