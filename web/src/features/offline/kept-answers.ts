import type { AppStartQuery } from '../../gql/graphql';
import type { DeviceCartLine } from './device-cart';
import { cartLinesOf, keepAnswer, keptAnswer, preparedId, type KeptAnswer } from './offline-db';
import { isOfflineDataExpired } from './offline-expiry';
import type { OfflineStart } from './offline-start';

export type Viewer = NonNullable<AppStartQuery['session']['viewer']>;

/** Who the device answers for: the login and the customer it serves (null: none chosen). */
export interface DeviceViewer {
  viewer: Viewer;
  username: string;
  wanted: number | null;
}

export function deviceViewer(kept: OfflineStart<AppStartQuery> | null): DeviceViewer | null {
  const viewer = kept?.start.session.viewer;
  if (!kept || !viewer) return null;
  return { viewer, username: kept.username, wanted: viewer.customer ? Number(viewer.customer.id) : null };
}

/** The queries whose answers the device keeps: the listing, a product's grid and the cart. */
export const KEPT_QUERIES: ReadonlySet<string> = new Set(['Products', 'ProductDetail', 'Cart']);

/** The cart's and a product's answers read the device's cart; the listing's does not. */
export const readsCart = (name: string): boolean => name !== 'Products';

/**
 * What an answer on the device is a pure function of: the query, its variables, the viewer's
 * promo switch and, for the cart and a product's grid, the device's cart lines. The package is
 * the customer's current one: preparing the customer again drops its kept answers.
 */
export interface AnswerInputs {
  /** The prepared customer's record id. */
  customer: string;
  name: string;
  showPromo: boolean;
  variables: Record<string, unknown>;
  /** The device's cart lines when the answer reads them, else null. */
  lines: unknown;
}

/** The query's inputs as one text, whatever the order of their keys. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`)
    .join(',')}}`;
}

export const answerKey = (inputs: AnswerInputs): string =>
  `${inputs.customer}|${inputs.name}|${inputs.showPromo ? 1 : 0}|${stableKey(inputs.variables)}|${stableKey(inputs.lines)}`;

/**
 * The inputs of a query's answer for the customer the agent serves, the device's cart lines read
 * when the answer needs them; null when no customer is chosen (nothing is kept then).
 */
export async function servedInputs(
  who: DeviceViewer,
  name: string,
  variables: Record<string, unknown>,
): Promise<{ inputs: AnswerInputs; lines: DeviceCartLine[] } | null> {
  if (who.wanted === null) return null;
  const cart = readsCart(name);
  const lines = cart ? await cartLinesOf(who.username, who.wanted) : [];
  const inputs = { customer: preparedId(who.username, who.wanted), name, showPromo: who.viewer.showPromo, variables, lines: cart ? lines : null };
  return { inputs, lines };
}

/** An answer kept on this device for these inputs, unless its package has expired. */
export async function keptAnswerFor(inputs: AnswerInputs, now: Date): Promise<Record<string, unknown> | null> {
  const hit = await keptAnswer(answerKey(inputs));
  return hit && !isOfflineDataExpired(hit.preparedAt, now, hit.expiresAt) ? hit.data : null;
}

/**
 * Keeps an answer computed from the customer's package for the next time the same page opens.
 * Keeping is a convenience: the answer is given whether it is kept or not.
 */
export function keepAnswerFor(
  inputs: AnswerInputs,
  pkg: { preparedAt: string; expiresAt?: string },
  data: Record<string, unknown>,
  username: string,
): void {
  const kept: KeptAnswer = { key: answerKey(inputs), username, customer: inputs.customer, preparedAt: pkg.preparedAt, keptAt: Date.now(), data };
  if (pkg.expiresAt !== undefined) kept.expiresAt = pkg.expiresAt;
  void keepAnswer(kept).catch(() => undefined);
}
