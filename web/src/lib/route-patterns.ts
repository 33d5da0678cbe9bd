/**
 * Every page address of the web client, as react-router patterns ('' is the home page, ':name'
 * one path segment). The gateway reads this list too: an HTML request for any other address is
 * answered with the 404 page and status 404, so that crawlers and monitors see it. routes.tsx
 * declares the same patterns (a unit test keeps the two in step). No imports: the gateway loads
 * this file as it is.
 */
export const CLIENT_ROUTE_PATTERNS = [
  '',
  'home-fashion',
  'redirect',
  'shop-grid-full-width',
  'shop-grid-full-width/:search',
  'shop-catalogue',
  'product/:id',
  'consigliati',
  'consigliati/:search',
  'CatalogFlip',
  'CatalogFlip/:page',
  'about',
  'contact',
  'tutorial',
  'colors',
  'login-register',
  'login',
  'forgot-password',
  'reset-password/:data',
  'wishlist',
  'cart',
  'my-account',
  'precheckout',
  'checkout',
  'my-documents',
  'my-last-purchases',
  'shippings',
  'my-pricelist',
  'offline',
  'ordine-rapido',
  'ritiri',
  'privacy-policy',
  'condizioni-vendita',
  'personalizzaBanners',
  'personalizzaBanners/:timeStamp',
  'personalizzaHomepage',
  'personalizzaHomepage/:timeStamp',
  'registro-modifiche',
  'confronta',
] as const;

/** The client's own 404 page: a route, but one that answers 404. */
export const NOT_FOUND_PATTERN = 'not-found';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * Whether a path names one of the client's pages, as react-router matches it: case-insensitive,
 * a trailing slash ignored, a ':name' segment taking any one non-empty segment.
 */
export function isClientPage(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const parts = segmentsOf(decoded.toLowerCase());
  return CLIENT_ROUTE_PATTERNS.some((pattern) => {
    const want = segmentsOf(pattern.toLowerCase());
    return want.length === parts.length && want.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
