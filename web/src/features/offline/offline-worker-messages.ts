import type { AppStartQuery } from '../../gql/graphql';
import type { OfflineAnswer } from './offline-answers';
import type { OfflineStart } from './offline-start';

/** What the page asks the offline answers' worker (offline-answers.worker.ts). */
export type OfflineWorkerRequest =
  | { kind: 'answer'; id: number; name: string; variables: Record<string, unknown>; kept: OfflineStart<AppStartQuery> | null }
  /** The page was answered from kept answers: read the package before the first search. */
  | { kind: 'warm'; kept: OfflineStart<AppStartQuery> | null }
  /** A customer was just prepared: its first listing page and cart are answered and kept now (reply: `done`). */
  | { kind: 'keep-first-pages'; id: number; kept: OfflineStart<AppStartQuery> | null; customerId: number; listing: Record<string, unknown> }
  /** A customer was just prepared again: the next answer reads the device anew. */
  | { kind: 'forget' };

export type OfflineWorkerReply =
  | { id: number; answer: OfflineAnswer }
  | { id: number; failed: string }
  /** A request with no answer (keep-first-pages) is done. */
  | { id: number; done: true }
  /** The served customer's package is read and indexed: the worker answers as fast as a kept answer. */
  | { warmed: true };
