import { ROUTES, ROUTE_NAMES, type StaticRouteName } from './route-table.ts';

/** The address of every route without a parameter ('/cart', '/' for the home page). */
export const paths = Object.fromEntries(
  ROUTE_NAMES.filter((name) => !ROUTES[name].includes(':')).map((name) => [name, `/${ROUTES[name]}`]),
) as { readonly [K in StaticRouteName]: `/${(typeof ROUTES)[K]}` };

// The builders of the routes with a parameter: each fills the pattern's one segment, encoded.
const fill = (pattern: string, value: string | number) =>
  `/${pattern.replace(/:[A-Za-z]+/, encodeURIComponent(String(value)))}`;

/** A product's page. */
export function productPath(id: string): string {
  return fill(ROUTES.product, id);
}

/** A page of the printed catalogue leafed through (the first is 1). */
export function flipbookPagePath(page: number): string {
  return fill(ROUTES.flipbookPage, page);
}

/** The banner editor on one banner (its time stamp names it). */
export function bannerEditPath(timeStamp: string): string {
  return fill(ROUTES.bannerEdit, timeStamp);
}

/** The password-reset page of a mailed link's data. */
export function resetPasswordPath(data: string): string {
  return fill(ROUTES.resetPassword, data);
}

/** The listing for a free-text search ('Cerca...'). */
export function shopSearchPath(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${paths.shop}?${new URLSearchParams({ name: trimmed }).toString()}` : paths.shop;
}

/** The checkout, for the delivery site chosen at pre-checkout when there is one. */
export function checkoutPath(siteId?: string | null): string {
  return siteId ? `${paths.checkout}?site=${encodeURIComponent(siteId)}` : paths.checkout;
}
