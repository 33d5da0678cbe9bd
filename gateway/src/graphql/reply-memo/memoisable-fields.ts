/**
 * The fields whose answer depends only on what a remembered reply is keyed by (see
 * reply-memo-key.ts): the tenant's profile and configuration, the catalogue snapshot, the
 * viewer's pricing context, the session's data and the display currency. A query made of these
 * fields alone may be answered again from memory; any other field (the cart, stock left after
 * the cart, reviews, the clock: maintenance, the shop notice) makes the query run every time.
 * `'*'`: every field of the type (types whose fields all come from the same objects).
 */
export const MEMOISABLE_FIELDS: Readonly<Record<string, '*' | readonly string[]>> = {
  Query: ['products', 'tenant'],
  ProductConnection: '*',
  Facets: '*',
  FacetValue: '*',
  Product: [
    'id', 'sku', 'name', 'shortDescription', 'image', 'images', 'brand', 'category',
    'subcategory', 'template', 'tags', 'price', 'promoBadge', 'soldOut',
  ],
  Image: '*',
  Price: '*',
  Money: ['amount', 'exact', 'currency', 'formatted', 'marker', 'display'],
  DisplayMoney: '*',
  Tenant: ['id', 'name', 'features'],
  TenantFeatures: '*',
};

export function isMemoisableField(typeName: string, fieldName: string): boolean {
  if (fieldName === '__typename') return true;
  const fields = MEMOISABLE_FIELDS[typeName];
  return fields === '*' || (fields?.includes(fieldName) ?? false);
}
