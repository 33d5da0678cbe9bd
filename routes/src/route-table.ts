/**
 * Every page address of the shop, once: the web client's router declares a page for each name
 * (its type makes a missing one an error), the client's links are built from it (paths.ts), and
 * the gateway reads it to answer any other address with the 404 page and status 404, and to
 * know which pages it renders on the server. Patterns are react-router's: no leading slash, ''
 * is the home page, ':name' one path segment. The addresses are the original shop's, kept so
 * that bookmarks and mailed links still open (hence the mix of English and Italian).
 */
export const ROUTES = {
  home: '',
  homeFashion: 'home-fashion',
  redirect: 'redirect',
  shop: 'shop-grid-full-width',
  shopSearch: 'shop-grid-full-width/:search',
  shopCatalogue: 'shop-catalogue',
  product: 'product/:id',
  recommended: 'consigliati',
  recommendedSearch: 'consigliati/:search',
  flipbook: 'CatalogFlip',
  flipbookPage: 'CatalogFlip/:page',
  about: 'about',
  contact: 'contact',
  tutorial: 'tutorial',
  colors: 'colors',
  loginRegister: 'login-register',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/:data',
  wishlist: 'wishlist',
  cart: 'cart',
  myAccount: 'my-account',
  precheckout: 'precheckout',
  checkout: 'checkout',
  myDocuments: 'my-documents',
  lastPurchases: 'my-last-purchases',
  shippings: 'shippings',
  priceList: 'my-pricelist',
  /** The agent's offline order book ('Uso offline'). */
  offline: 'offline',
  quickOrder: 'ordine-rapido',
  pickupAdmin: 'ritiri',
  privacy: 'privacy-policy',
  salesConditions: 'condizioni-vendita',
  banners: 'personalizzaBanners',
  bannerEdit: 'personalizzaBanners/:timeStamp',
  homepageBuilder: 'personalizzaHomepage',
  homepageBuilderEdit: 'personalizzaHomepage/:timeStamp',
  auditLog: 'registro-modifiche',
  compare: 'confronta',
  /** The client's own 404 page: a route, but one that answers 404. */
  notFound: 'not-found',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Routes whose pattern has no parameter: their address is the pattern itself. */
export type StaticRouteName = {
  [K in RouteName]: (typeof ROUTES)[K] extends `${string}:${string}` ? never : K;
}[RouteName];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
