import type { Operation } from 'urql';
import type { AppStartQuery, ProductFilter } from '../../gql/graphql';
import { itOffline } from '../../i18n/it-offline';
import { cartLinesOf, preparedCustomer, preparedOf, saveCartLines, type PreparedCustomer } from './offline-db';
import { applyCartMutation, cartData, payloadField } from './offline-cart-answer';
import { productDetailData } from './offline-product-answer';
import { isOfflineDataExpired } from './offline-expiry';
import { offlineListing } from './offline-listing';
import type { OfflinePackage } from './offline-package';
import { offlineStart } from './offline-start';
import { priceOf } from './offline-money';

/** The listing's switches as the gateway last sent them online; the usual ones otherwise. */
const LISTING_FEATURES = {
  __typename: 'TenantFeatures',
  filterSidebar: true,
  categoryFilter: true,
  tagFilter: true,
  colorSizeFilters: true,
  schoolOutletToggles: false,
};

/**
 * The packages read once from IndexedDB per page life (a package is tens of MB to clone): the
 * served customer's alone when the device has it, else every package of the login.
 */
let loaded: { key: string; records: Promise<PreparedCustomer[]> } | null = null;
function recordsOf(username: string, customerId: number | null): Promise<PreparedCustomer[]> {
  const key = `${username}|${customerId ?? ''}`;
  if (loaded?.key !== key) {
    const served = customerId === null ? Promise.resolve(undefined) : preparedCustomer(username, customerId);
    loaded = { key, records: served.then((r) => (r ? [r] : preparedOf(username))) };
  }
  return loaded.records;
}

/** A customer was just prepared again: the next offline answer reads the device anew. */
export function forgetLoadedPackages(): void {
  loaded = null;
}

/** The package of the customer the agent serves, or of the one prepared last; not an expired one. */
async function currentPackage(): Promise<{
  pkg: OfflinePackage;
  viewer: NonNullable<AppStartQuery['session']['viewer']>;
  username: string;
  customerId: number;
} | null> {
  const kept = offlineStart<AppStartQuery>();
  const viewer = kept?.start.session.viewer;
  if (!kept || !viewer) return null;
  const now = new Date();
  const wanted = viewer.customer ? Number(viewer.customer.id) : null;
  const records = (await recordsOf(kept.username, wanted)).filter((r) => !isOfflineDataExpired(r.preparedAt, now, r.pkg.expiresAt));
  const record = records.find((r) => r.customerId === wanted) ?? [...records].sort((a, b) => b.preparedAt.localeCompare(a.preparedAt))[0];
  return record ? { pkg: record.pkg, viewer, username: kept.username, customerId: record.customerId } : null;
}

function productsData(pkg: OfflinePackage, showPromo: boolean, variables: { filter?: ProductFilter | null; page?: number | null; pageSize?: number | null }) {
  const P = pkg.catalogue.products;
  const page = offlineListing(pkg, variables.filter ?? {}, variables.page ?? 1, variables.pageSize ?? 42);
  const facet = (values: typeof page.facets.brands) => values.map((v) => ({ __typename: 'FacetValue', ...v }));
  return {
    tenant: { __typename: 'Tenant', id: 0, features: LISTING_FEATURES },
    products: {
      __typename: 'ProductConnection',
      items: page.rows.map((row) => {
        return {
          __typename: 'Product',
          id: String(P.id[row]),
          sku: P.sku[row],
          name: P.name[row],
          image: P.image[row] ? { __typename: 'Image', url: P.image[row], alt: P.name[row] } : null,
          price: pkg.showsPrices ? priceOf(P.price[row], P.oldPrice[row], P.unitLabel[row] || null) : null,
          promoBadge: Boolean(P.promo[row]) && showPromo,
          soldOut: Boolean(P.soldOut[row]),
        };
      }),
      page: page.page,
      pageSize: page.pageSize,
      totalCount: page.totalCount,
      pageCount: page.pageCount,
      facets: {
        __typename: 'Facets',
        categories: facet(page.facets.category),
        subcategories: facet(page.facets.subcategory),
        brands: facet(page.facets.brands),
        templates: [],
        tags: facet(page.facets.tag),
        sizes: facet(page.facets.size),
        colors: facet(page.facets.color),
        promoCount: page.facets.promoCount,
      },
    },
  };
}

/**
 * One query answered on the device: its data, or the text saying the network is needed (the
 * exchange, already in the shell, makes the result: urql stays out of this chunk).
 */
export async function answerOffline(op: Operation, name: string): Promise<{ data: Record<string, unknown> } | { error: string }> {
  if (name === 'ShopNotice') return { data: { shopNotice: null } };
  const current = await currentPackage();
  if (!current) return { error: itOffline.needsNetwork };
  const { pkg, username, customerId } = current;
  const variables = (op.variables ?? {}) as Record<string, unknown>;
  if (name === 'Products') return { data: productsData(pkg, current.viewer.showPromo, variables as Parameters<typeof productsData>[2]) };
  const lines = await cartLinesOf(username, customerId);
  if (name === 'ProductDetail') return { data: productDetailData(pkg, String(variables.id ?? ''), lines) };
  if (name === 'Cart') return { data: { cart: cartData(pkg, lines) } };
  const changed = applyCartMutation(name, variables, pkg, lines);
  if (!changed) return { error: itOffline.needsNetwork };
  await saveCartLines(username, customerId, changed.lines);
  return { data: { [payloadField(name)]: { __typename: 'CartPayload', cart: cartData(pkg, changed.lines), ...changed.extra } } };
}
