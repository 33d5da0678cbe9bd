import type { CacheExchangeOpts, Cache } from '@urql/exchange-graphcache';

/**
 * Types with an id that are still value objects of their parent: the tenant (one per host),
 * checkout choices and orders shown once, banner slides numbered within their banner (id 1, 2
 * ... repeat) and price-list choices. Keyed null, graphcache embeds them instead of normalising.
 */
const EMBEDDED_ID_TYPES = ['Tenant', 'CheckoutCustomer', 'ShippingMode', 'PaymentMode', 'Order', 'BannerSlide', 'PriceListChoice'] as const;

/**
 * Value objects without an id. Graphcache embeds them in their parent by itself; naming them only
 * silences its development warning about a missing key, so the list stays out of the shop's
 * production bundle.
 */
const KEYLESS_TYPES = [
  'Money',
  'Price',
  'Image',
  'Session',
  'TenantFeatures',
  'TenantLegal',
  'AnonymousVisibility',
  'Maintenance',
  'ProductConnection',
  'Facets',
  'FacetValue',
  'UserError',
  'LoginPayload',
  'LogoutPayload',
  'CustomerSelectPayload',
  'FreeShipping',
  'CartPayload',
  'WishlistPayload',
  'CheckoutCart',
  'CheckoutLineSplit',
  'CheckoutGroup',
  'CheckoutGroupLine',
  'CheckoutQuote',
  'ShippingCost',
  'ReceiveOption',
  'PickupCalendar',
  'AddressSuggestion',
  'OrderPlacePayload',
  // Back office.
  'AdminCapabilities',
  'PickupAdministration',
  'PickupEnabledDate',
  'PickupAdministrationPayload',
  'BannerPicture',
  'BannerSavePayload',
  'AdminImageUploadPayload',
  'HomeCell',
  'HomeBlock',
  'HomePage',
  'HomePageLayouts',
  'HomePageSavePayload',
  // Account, recovery, registration and contact.
  'AccountUpdatePayload',
  'AccountPasswordChangePayload',
  'PasswordResetRequestPayload',
  'PasswordResetPayload',
  'RegistrationPayload',
  'ContactMessagePayload',
  'Locality',
  'TenantCompany',
  'CompanyContact',
  'CompanyMap',
  // Price lists and quick order: value objects of one page.
  'PriceListOptions',
  'QuickOrderArticle',
  'QuickOrderRow',
  'QuickOrderPreviewPayload',
  'QuickOrderAddOutcome',
  'QuickOrderAddPayload',
  // Customer area: pages, lines and outcomes belong to the query or payload that carries them.
  'DocumentTab',
  'DocumentPage',
  'DocumentLine',
  'ShipmentPage',
  'Tracking',
  'LastPurchasePage',
  'LastPurchase',
  'PurchaseMovement',
  'ReorderLine',
  'ReorderPayload',
  // Printed catalogue, conditions of sale, compare list and currencies.
  'CatalogueBook',
  'CatalogueFile',
  'SalesTerms',
  'CompareList',
  'CompareListPayload',
  'CurrencyOption',
  'DisplayMoney',
  'DisplayCurrencySetPayload',
] as const;

/**
 * The viewer has one cart and one wishlist. Keyed as single entities, every mutation payload
 * that carries them rewrites the same record, so the header counts, the dropdown previews and
 * the pages update together without refetching. Login and logout drop them (see below).
 */
const SINGLETON_TYPES = ['Cart', 'Wishlist'] as const;

/** What a product page shows as available depends on the cart: ask again after a cart change. */
function invalidateCartDependentData(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'product') cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
}

const CART_MUTATIONS = ['cartLinesAdd', 'cartLineDecrease', 'cartLineUpdate', 'cartLineRemove', 'cartClear'] as const;

/**
 * Who the viewer is changes what the gateway answers (prices, availability, customer), so
 * everything viewer-dependent is dropped and refetched, never patched on the client.
 */
function invalidateViewerData(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (['session', 'me', 'customers', 'products', 'product', 'cart', 'wishlist', 'homePage', 'account'].includes(field.fieldName)) {
      cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
    }
  }
}

/**
 * A new current customer changes nearly every answer (prices, cart totals, documents, shipments,
 * price lists, checkout): everything but the company's own profile is asked again.
 */
function invalidateCustomerData(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== 'tenant') cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
}

/** A placed order empties the saved cart: the header and the cart page ask for it again. */
function invalidateOrderedCart(cache: Cache): void {
  cache.invalidate('Query', 'cart');
  invalidateCartDependentData(cache);
}

export const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...Object.fromEntries([...EMBEDDED_ID_TYPES, ...(import.meta.env.DEV ? KEYLESS_TYPES : [])].map((type) => [type, () => null])),
    ...Object.fromEntries(SINGLETON_TYPES.map((type) => [type, () => 'viewer'])),
    Viewer: (data) => (typeof data.username === 'string' ? data.username : null),
    Account: (data) => (typeof data.username === 'string' ? data.username : null),
  },
  updates: {
    Mutation: {
      login: (_result, _args, cache) => invalidateViewerData(cache),
      logout: (_result, _args, cache) => invalidateViewerData(cache),
      customerSelect: (_result, _args, cache) => invalidateCustomerData(cache),
      orderPlace: (_result, _args, cache) => invalidateOrderedCart(cache),
      // The compare page asks for its list again after a change.
      compareAdd: (_result, _args, cache) => cache.invalidate('Query', 'compareList'),
      compareRemove: (_result, _args, cache) => cache.invalidate('Query', 'compareList'),
      // Prices are converted by the gateway: everything showing them is asked again.
      displayCurrencySet: (_result, _args, cache) => {
        for (const field of cache.inspectFields('Query')) {
          if (['currencies', 'products', 'product', 'compareList'].includes(field.fieldName)) {
            cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
          }
        }
      },
      // The greeting shows the viewer's name, which the account form may have changed.
      accountUpdate: (_result, _args, cache) => {
        cache.invalidate('Query', 'me');
        cache.invalidate('Query', 'session');
      },
      // A quick order changes the cart in one go: the header and the cart page ask for it again.
      quickOrderAdd: (_result, _args, cache) => invalidateOrderedCart(cache),
      // A reorder's payload carries the cart; what pages show as available depends on it.
      documentReorder: (_result, _args, cache) => invalidateCartDependentData(cache),
      lastPurchaseReorder: (_result, _args, cache) => invalidateCartDependentData(cache),
      ...Object.fromEntries(
        CART_MUTATIONS.map((name) => [name, (_result: unknown, _args: unknown, cache: Cache) => invalidateCartDependentData(cache)]),
      ),
    },
  },
};
