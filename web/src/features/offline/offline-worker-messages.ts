import type { AppStartQuery } from '../../gql/graphql';
import type { OfflineAnswer } from './offline-answers';
import type { OfflineStart } from './offline-start';

/**
 * What a question reads of a customer's data on the device: the listing's core (the listing and
 * its searches) or the whole package (a product's page, the cart and its changes). Each part has
 * its own worker, so that a search never waits behind the package's reading (most of a second on
 * a phone) and a product's page never waits behind a search.
 */
export type OfflinePart = 'listing' | 'package';
export const partOf = (name: string): OfflinePart => (name === 'Products' ? 'listing' : 'package');

/** What the page asks an offline answers' worker (offline-answers.worker.ts). */
export type OfflineWorkerRequest =
  | { kind: 'answer'; id: number; name: string; variables: Record<string, unknown>; kept: OfflineStart<AppStartQuery> | null }
  /** The page was answered from kept answers: read this part before the agent's next question. */
  | { kind: 'warm'; part: OfflinePart; kept: OfflineStart<AppStartQuery> | null }
  /** A customer was just prepared: its first listing page and cart are answered and kept now (reply: `done`). */
  | { kind: 'keep-first-pages'; id: number; kept: OfflineStart<AppStartQuery> | null; customerId: number; listing: Record<string, unknown> }
  /** A customer was just prepared again: the next answer reads the device anew. */
  | { kind: 'forget' };

export type OfflineWorkerReply =
  | { id: number; answer: OfflineAnswer }
  | { id: number; failed: string }
  /** A request with no answer (keep-first-pages) is done. */
  | { id: number; done: true }
  /** The served customer's part is read: the worker answers as fast as a kept answer. */
  | { warmed: true };
