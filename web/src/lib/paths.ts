/** Routes other code links to; the full table lives in the app router. */
export const paths = {
  home: '/',
  shop: '/shop-grid-full-width',
  login: '/login',
  loginRegister: '/login-register',
  forgotPassword: '/forgot-password',
  wishlist: '/wishlist',
  cart: '/cart',
  myAccount: '/my-account',
  precheckout: '/precheckout',
  myDocuments: '/my-documents',
  lastPurchases: '/my-last-purchases',
  shippings: '/shippings',
  priceList: '/my-pricelist',
  recommended: '/consigliati',
  catalogFlip: '/CatalogFlip/1',
  about: '/about',
  contact: '/contact',
  tutorial: '/tutorial',
  colors: '/colors',
  privacy: '/privacy-policy',
  salesConditions: '/condizioni-vendita',
  banners: '/personalizzaBanners',
  notFound: '/not-found',
} as const;

/** The listing for a free-text search ('Cerca...'). */
export function shopSearchPath(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${paths.shop}?${new URLSearchParams({ name: trimmed }).toString()}` : paths.shop;
}
