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
] as const;

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

export const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, () => null])),
    Viewer: (data) => (typeof data.username === 'string' ? data.username : null),
  },
  updates: {
    Mutation: {
      login: (_result, _args, cache) => invalidateViewerData(cache),
      logout: (_result, _args, cache) => invalidateViewerData(cache),
      selectCustomer: (_result, _args, cache) => invalidateViewerData(cache),
    },
  },
};
