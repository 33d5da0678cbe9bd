import type { Operation } from 'urql';
import type { AppStartQuery, ProductFilter } from '../../gql/graphql';
import { itOffline } from '../../i18n/it-offline';
import { preparedOf, type PreparedCustomer } from './offline-db';
import { isOfflineDataExpired } from './offline-expiry';
import { offlineListing } from './offline-listing';
import type { OfflinePackage } from './offline-package';
import { offlineStart } from './offline-start';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
/** As the gateway writes it: a plain space before the symbol. */
const money = (amount: number) => ({
  __typename: 'Money',
  amount,
  currency: 'EUR',
  formatted: euro.format(amount).replace(/[\u00a0\u202f]/gu, ' '),
  marker: null,
  display: null,
});

/** The listing's switches as the gateway last sent them online; the usual ones otherwise. */
const LISTING_FEATURES = {
  __typename: 'TenantFeatures',
  filterSidebar: true,
  categoryFilter: true,
  tagFilter: true,
  colorSizeFilters: true,
  schoolOutletToggles: false,
};

/** The packages read once from IndexedDB per page life (a package is tens of MB to clone). */
let loaded: { username: string; records: Promise<PreparedCustomer[]> } | null = null;
function recordsOf(username: string): Promise<PreparedCustomer[]> {
  if (loaded?.username !== username) loaded = { username, records: preparedOf(username) };
  return loaded.records;
}

/** A customer was just prepared again: the next offline answer reads the device anew. */
export function forgetLoadedPackages(): void {
  loaded = null;
}

/** The package of the customer the agent serves, or of the one prepared last; not an expired one. */
async function currentPackage(): Promise<{ pkg: OfflinePackage; viewer: NonNullable<AppStartQuery['session']['viewer']> } | null> {
  const kept = offlineStart<AppStartQuery>();
  const viewer = kept?.start.session.viewer;
  if (!kept || !viewer) return null;
  const now = new Date();
  const records = (await recordsOf(kept.username)).filter((r) => !isOfflineDataExpired(r.preparedAt, now, r.pkg.expiresAt));
  const wanted = viewer.customer ? Number(viewer.customer.id) : null;
  const record = records.find((r) => r.customerId === wanted) ?? [...records].sort((a, b) => b.preparedAt.localeCompare(a.preparedAt))[0];
  return record ? { pkg: record.pkg, viewer } : null;
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
        const price = P.price[row];
        const oldPrice = P.oldPrice[row];
        return {
          __typename: 'Product',
          id: String(P.id[row]),
          sku: P.sku[row],
          name: P.name[row],
          image: P.image[row] ? { __typename: 'Image', url: P.image[row], alt: P.name[row] } : null,
          price:
            pkg.showsPrices && price !== null && price !== undefined
              ? {
                  __typename: 'ProductPrice',
                  price: { ...money(price), display: null },
                  oldPrice: oldPrice !== null && oldPrice !== undefined ? money(oldPrice) : null,
                  unitLabel: P.unitLabel[row] || null,
                }
              : null,
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
  return { data: productsData(current.pkg, current.viewer.showPromo, op.variables as Parameters<typeof productsData>[2]) };
}
