/** Routes other code links to; the full table lives in the app router. */
export const paths = {
  home: '/',
  shop: '/shop-grid-full-width',
  shopCatalogue: '/shop-catalogue',
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
  /** The agent's offline order book ('Uso offline'). */
  offline: '/offline',
  quickOrder: '/ordine-rapido',
  recommended: '/consigliati',
  catalogFlip: '/CatalogFlip/1',
  /** The whole printed catalogue as one PDF, served by the gateway. */
  cataloguePdf: '/catalogue/catalogo.pdf',
  about: '/about',
  compare: '/confronta',
  contact: '/contact',
  tutorial: '/tutorial',
  colors: '/colors',
  privacy: '/privacy-policy',
  salesConditions: '/condizioni-vendita',
  banners: '/personalizzaBanners',
  homepageBuilder: '/personalizzaHomepage',
  pickupAdmin: '/ritiri',
  auditLog: '/registro-modifiche',
  notFound: '/not-found',
} as const;

/** A product's page. */
export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** The listing for a free-text search ('Cerca...'). */
export function shopSearchPath(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${paths.shop}?${new URLSearchParams({ name: trimmed }).toString()}` : paths.shop;
}
