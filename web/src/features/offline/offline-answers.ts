import type { AppStartQuery, ProductFilter } from '../../gql/graphql';
import { itOffline } from '../../i18n/it-offline';
import { cartLinesOf, keepListing, keptListing, preparedCustomer, preparedId, preparedOf, saveCartLines, type KeptListing, type PreparedCustomer } from './offline-db';
import { applyCartMutation, cartData, payloadField } from './offline-cart-answer';
import { productDetailData } from './offline-product-answer';
import { isOfflineDataExpired } from './offline-expiry';
import { deviceViewer, KEPT_QUERIES, keepAnswerFor, keptAnswerFor, servedInputs, type DeviceViewer, type Viewer } from './kept-answers';
import type { DeviceCartLine } from './device-cart';
import { productsData } from './offline-listing-answer';
import { answerableOffline } from './offline-listing';
import type { OfflinePackage } from './offline-package';
import type { ListingCore } from './offline-listing-core';
import type { OfflineStart } from './offline-start';
import { listingCoreOf } from './offline-listing-core';
import { fixedAnswer } from './offline-fixed-answers';
import type { OfflinePart } from './offline-worker-messages';

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

/** The served customer's listing core read once per page life, like its package. */
let loadedListing: { key: string; listing: Promise<KeptListing | undefined> } | null = null;

/** A customer was just prepared again: the next offline answer reads the device anew. */
export function forgetLoadedPackages(): void {
  loaded = null;
  loadedListing = null;
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

/**
 * The listing core of the customer the agent serves, read alone (a few MB, no articles); built
 * from the package and kept when the device has none yet (a package kept before the cores were,
 * or a page closed before it was kept). With no customer served, or the served one not prepared,
 * the core of the package currentPackage gives.
 */
async function currentListing(who: DeviceViewer): Promise<{ record: Pick<KeptListing, 'preparedAt' | 'expiresAt'>; core: ListingCore; customerId: number } | null> {
  if (who.wanted !== null) {
    const key = preparedId(who.username, who.wanted);
    if (loadedListing?.key !== key) loadedListing = { key, listing: keptListing(who.username, who.wanted) };
    const kept = await loadedListing.listing;
    if (kept && !isOfflineDataExpired(kept.preparedAt, new Date(), kept.expiresAt)) return { record: kept, core: kept.core, customerId: who.wanted };
  }
  const current = await currentPackage(who);
  if (!current) return null;
  const { listing } = coreKept(who.username, current);
  if (current.customerId === who.wanted) loadedListing = { key: listing.id, listing: Promise.resolve(listing) };
  return { record: listing, core: listing.core, customerId: current.customerId };
}

/** The cores built here and given to the device to keep, each written once: settled when kept. */
const keptCores = new WeakMap<ListingCore, Promise<void>>();

/** The package's listing core, built, and given to the device to keep (settles once kept, or not kept). */
function coreKept(username: string, { record, pkg }: { record: PreparedCustomer; pkg: OfflinePackage }): { listing: KeptListing; kept: Promise<void> } {
  const core = listingCoreOf(pkg);
  const listing: KeptListing = { id: record.id, username, preparedAt: record.preparedAt, core };
  if (pkg.expiresAt !== undefined) listing.expiresAt = pkg.expiresAt;
  let kept = keptCores.get(core);
  if (!kept) {
    kept = keepListing(listing).catch(() => undefined);
    keptCores.set(core, kept);
  }
  return { listing, kept };
}

/** The queries the device answers (KEPT_QUERIES) from the package, the viewer, the variables and the cart; the listing from its core. */
const QUERIES: Record<string, (pkg: OfflinePackage, viewer: Viewer, variables: Record<string, unknown>, lines: DeviceCartLine[]) => Record<string, unknown>> = {
  ProductDetail: (pkg, _viewer, variables, lines) => productDetailData(pkg, String(variables.id ?? ''), lines, variables.outlet === true),
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
  const answered = name === 'Products' ? await listingAnswer(who, variables) : await packageAnswer(who, name, variables, served?.lines);
  if (!answered) return null;
  const { data, customerId, record } = answered;
  if (served !== null && customerId === who.wanted) keepAnswerFor(served.inputs, record, data, who.username);
  return data;
}

type Answered = { data: Record<string, unknown>; customerId: number; record: { preparedAt: string; expiresAt?: string } };

async function listingAnswer(who: DeviceViewer, variables: Record<string, unknown>): Promise<Answered | null> {
  const current = await currentListing(who);
  const asked = variables as { filter?: ProductFilter | null; page?: number | null; pageSize?: number | null };
  if (!current || !answerableOffline(current.core, asked.filter ?? {})) return null;
  const data = productsData(current.core, who.viewer.showPromo, asked);
  return { data, customerId: current.customerId, record: current.record };
}

/** A product's or the cart's answer; `servedLines`: the served customer's cart lines, already read. */
async function packageAnswer(who: DeviceViewer, name: string, variables: Record<string, unknown>, servedLines: DeviceCartLine[] | undefined): Promise<Answered | null> {
  const current = await currentPackage(who);
  if (!current) return null;
  const { customerId, pkg } = current;
  const lines = servedLines && customerId === who.wanted ? servedLines : await cartLinesOf(who.username, customerId);
  const data = QUERIES[name]!(pkg, who.viewer, variables, lines);
  return { data, customerId, record: { preparedAt: current.record.preparedAt, ...(pkg.expiresAt !== undefined && { expiresAt: pkg.expiresAt }) } };
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
 * Reads ahead of the agent's next question, once a page has been answered from a kept answer:
 * the served customer's listing core (for the listing and its searches), or its package (for a
 * product's page and the cart). False: nothing to read.
 */
export async function warmOffline(kept: OfflineStart<AppStartQuery> | null, part: OfflinePart): Promise<boolean> {
  const who = deviceViewer(kept);
  if (!who) return false;
  return (part === 'listing' ? await currentListing(who) : await currentPackage(who)) !== null;
}

/**
 * A customer just prepared: the listing's first page and the cart are answered from the new
 * package and kept, as if the agent served that customer, so that the first offline start draws
 * them without reading the package; its listing core is kept too, for the first search.
 */
export async function keepFirstPages(kept: OfflineStart<AppStartQuery> | null, customerId: number, listing: Record<string, unknown>): Promise<void> {
  const who = deviceViewer(kept);
  if (!who) return;
  const served = { ...who, wanted: customerId };
  await queryAnswer(served, 'Products', listing);
  await queryAnswer(served, 'Cart', {});
  const current = await currentPackage(served);
  if (current?.customerId === customerId) await coreKept(who.username, current).kept;
}
