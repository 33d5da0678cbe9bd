import type { AppStartQuery, ProductFilter } from '../../gql/graphql';
import { itOffline } from '../../i18n/it-offline';
import { cartLinesOf, preparedCustomer, preparedOf, saveCartLines, type PreparedCustomer } from './offline-db';
import { applyCartMutation, cartData, payloadField } from './offline-cart-answer';
import { productDetailData } from './offline-product-answer';
import { isOfflineDataExpired } from './offline-expiry';
import { deviceViewer, KEPT_QUERIES, keepAnswerFor, keptAnswerFor, readsCart, servedInputs, type DeviceViewer, type Viewer } from './kept-answers';
import type { DeviceCartLine } from './device-cart';
import { productsData } from './offline-listing-answer';
import type { OfflinePackage } from './offline-package';
import type { OfflineStart } from './offline-start';
import { offlineListing } from './offline-listing';
import { offlineSearchIndex } from './offline-search';
import { fixedAnswer } from './offline-fixed-answers';

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
async function currentPackage(who: DeviceViewer): Promise<{
  record: PreparedCustomer;
  pkg: OfflinePackage;
  customerId: number;
} | null> {
  const now = new Date();
  const records = (await recordsOf(who.username, who.wanted)).filter((r) => !isOfflineDataExpired(r.preparedAt, now, r.pkg.expiresAt));
  const record = records.find((r) => r.customerId === who.wanted) ?? [...records].sort((a, b) => b.preparedAt.localeCompare(a.preparedAt))[0];
  return record ? { record, pkg: record.pkg, customerId: record.customerId } : null;
}

/** The queries the device answers (KEPT_QUERIES), each from the package, the viewer, the variables and (but the listing) the cart. */
const QUERIES: Record<string, (pkg: OfflinePackage, viewer: Viewer, variables: Record<string, unknown>, lines: DeviceCartLine[]) => Record<string, unknown>> = {
  Products: (pkg, viewer, variables) => productsData(pkg, viewer.showPromo, variables as { filter?: ProductFilter | null; page?: number | null; pageSize?: number | null }),
  ProductDetail: (pkg, _viewer, variables, lines) => productDetailData(pkg, String(variables.id ?? ''), lines),
  Cart: (pkg, _viewer, _variables, lines) => ({ cart: cartData(pkg, lines) }),
};

/**
 * A query's answer: the one kept on this device for the same inputs when there is one (the page
 * opens without reading the package, tens of MB to clone), else computed from the package and
 * kept. Only answers for the customer served are kept, so a kept one is what the package gives.
 */
async function queryAnswer(who: DeviceViewer, name: string, variables: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const served = await servedInputs(who, name, variables);
  const kept = served && (await keptAnswerFor(served.inputs, new Date()));
  if (kept) return kept;
  const current = await currentPackage(who);
  if (!current) return null;
  const forServed = served !== null && current.customerId === who.wanted;
  const lines = forServed ? served.lines : readsCart(name) ? await cartLinesOf(who.username, current.customerId) : [];
  const data = QUERIES[name]!(current.pkg, who.viewer, variables, lines);
  if (forServed) keepAnswerFor(served.inputs, { preparedAt: current.record.preparedAt, ...(current.pkg.expiresAt !== undefined && { expiresAt: current.pkg.expiresAt }) }, data, who.username);
  return data;
}

export type OfflineAnswer = { data: Record<string, unknown> } | { error: string };

/**
 * One operation answered on the device for the user whose start data the shell kept: its data,
 * or the text saying the network is needed (the exchange makes the result: urql stays out).
 */
export async function answerOffline(name: string, variables: Record<string, unknown>, kept: OfflineStart<AppStartQuery> | null): Promise<OfflineAnswer> {
  const fixed = fixedAnswer(name);
  if (fixed) return fixed;
  const who = deviceViewer(kept);
  if (!who) return { error: itOffline.needsNetwork };
  if (KEPT_QUERIES.has(name)) {
    const data = await queryAnswer(who, name, variables);
    return data ? { data } : { error: itOffline.needsNetwork };
  }
  const current = await currentPackage(who);
  if (!current) return { error: itOffline.needsNetwork };
  const { pkg, customerId } = current;
  const lines = await cartLinesOf(who.username, customerId);
  const changed = applyCartMutation(name, variables, pkg, lines);
  if (!changed) return { error: itOffline.needsNetwork };
  await saveCartLines(who.username, customerId, changed.lines);
  return { data: { [payloadField(name)]: { __typename: 'CartPayload', cart: cartData(pkg, changed.lines), ...changed.extra } } };
}

/**
 * Reads the served customer's package and builds its listing and search indexes ahead of the
 * first search, once a page has been answered from a kept answer. False: no package to read.
 */
export async function warmOffline(kept: OfflineStart<AppStartQuery> | null): Promise<boolean> {
  const who = deviceViewer(kept);
  const current = who && (await currentPackage(who));
  if (!current) return false;
  offlineListing(current.pkg, {}, 1, 1);
  offlineSearchIndex(current.pkg);
  return true;
}

/**
 * A customer just prepared: the listing's first page and the cart are answered from the new
 * package and kept, as if the agent served that customer, so that the first offline start draws
 * them without reading the package.
 */
export async function keepFirstPages(kept: OfflineStart<AppStartQuery> | null, customerId: number, listing: Record<string, unknown>): Promise<void> {
  const who = deviceViewer(kept);
  if (!who) return;
  const served = { ...who, wanted: customerId };
  await queryAnswer(served, 'Products', listing);
  await queryAnswer(served, 'Cart', {});
}
