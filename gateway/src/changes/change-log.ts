/** What the change feed reports (schema/changes.graphql). */
export type ChangeType = 'ORDER_PLACED' | 'DOCUMENT_ISSUED' | 'PRICE_CHANGED' | 'STOCK_CHANGED';

export interface ChangeEntry {
  type: ChangeType;
  /** An order's or a document's id (Document.id), or an article's code. */
  id: string;
  /** Epoch milliseconds. */
  at: number;
  /** The customer whose order or document it is; null for the catalogue's, seen by every viewer. */
  customerId: number | null;
}

export interface StoredChange extends ChangeEntry {
  /** Where the feed resumes after this change: 'milliseconds-sequence', growing. */
  cursor: string;
}

/** Changes are kept at least 7 days (a day more, so that a weekly reader misses nothing). */
export const CHANGES_KEPT_MS = 8 * 86_400_000;
/** And at most this many per company, so that a catalogue changing wholesale stays bounded. */
export const CHANGES_MAX_PER_COMPANY = 200_000;

/** The per-company log of changes: a Redis stream when configured, else the process's memory. */
export interface ChangeLog {
  append(company: number, entries: readonly ChangeEntry[]): Promise<void>;
  /** Up to `count` changes after the cursor (from the oldest kept when null), oldest first. */
  read(company: number, after: string | null, count: number): Promise<StoredChange[]>;
  /** The newest change's cursor; null while the log is empty. */
  last(company: number): Promise<string | null>;
  /** Of `ids`, those not seen before under `scope` (and notes them as seen). */
  unseen(company: number, scope: string, ids: readonly string[]): Promise<string[]>;
}

const CURSOR = /^(\d{1,15})-(\d{1,15})$/u;

/** Whether a text is a cursor of the feed. */
export const isChangeCursor = (text: string) => CURSOR.test(text);

/** Orders two cursors ('ms-seq'); both must be cursors. */
export function compareCursors(a: string, b: string): number {
  const [, am = '0', as = '0'] = CURSOR.exec(a) ?? [];
  const [, bm = '0', bs = '0'] = CURSOR.exec(b) ?? [];
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}
