import type { CacheExchangeOpts, Cache } from '@urql/exchange-graphcache';

/** Value objects without an id: graphcache embeds them in their parent instead of normalising. */
const EMBEDDED_TYPES = [
  'Money',
  'Price',
  'Image',
  'Session',
  'Tenant',
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
  'SelectCustomerPayload',
  'FreeShipping',
  'CartPayload',
  'WishlistPayload',
  'CheckoutCart',
  'CheckoutCustomer',
  'CheckoutLineSplit',
  'CheckoutGroup',
  'CheckoutGroupLine',
  'CheckoutQuote',
  'ShippingCost',
  'ShippingMode',
  'PaymentMode',
  'ReceiveOption',
  'PickupCalendar',
  'AddressSuggestion',
  'PlaceOrderPayload',
  'Order',
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
    if (['session', 'me', 'customers', 'products', 'product', 'cart', 'wishlist'].includes(field.fieldName)) {
      cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
    }
  }
}

/** A placed order empties the saved cart: the header and the cart page ask for it again. */
function invalidateOrderedCart(cache: Cache): void {
  cache.invalidate('Query', 'cart');
  invalidateCartDependentData(cache);
}

export const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, () => null])),
    ...Object.fromEntries(SINGLETON_TYPES.map((type) => [type, () => 'viewer'])),
    Viewer: (data) => (typeof data.username === 'string' ? data.username : null),
  },
  updates: {
    Mutation: {
      login: (_result, _args, cache) => invalidateViewerData(cache),
      logout: (_result, _args, cache) => invalidateViewerData(cache),
      selectCustomer: (_result, _args, cache) => invalidateViewerData(cache),
      placeOrder: (_result, _args, cache) => invalidateOrderedCart(cache),
      ...Object.fromEntries(
        CART_MUTATIONS.map((name) => [name, (_result: unknown, _args: unknown, cache: Cache) => invalidateCartDependentData(cache)]),
      ),
    },
  },
};
