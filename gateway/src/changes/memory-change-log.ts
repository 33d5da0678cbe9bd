import { CHANGES_KEPT_MS, CHANGES_MAX_PER_COMPANY, compareCursors, type ChangeEntry, type ChangeLog, type StoredChange } from './change-log.ts';

/**
 * The change log of a single gateway without Redis: kept in memory, trimmed by age and count.
 * A restart empties it; a reader resuming from an older cursor then gets what came since.
 */
export class MemoryChangeLog implements ChangeLog {
  private readonly logs = new Map<number, StoredChange[]>();
  private readonly seen = new Map<string, Set<string>>();
  private lastMs = 0;
  private seq = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxPerCompany = CHANGES_MAX_PER_COMPANY,
  ) {}

  private nextCursor(): string {
    const ms = Math.max(this.now(), this.lastMs);
    this.seq = ms === this.lastMs ? this.seq + 1 : 0;
    this.lastMs = ms;
    return `${ms}-${this.seq}`;
  }

  append(company: number, entries: readonly ChangeEntry[]): Promise<void> {
    const log = this.logs.get(company) ?? [];
    for (const e of entries) log.push({ ...e, cursor: this.nextCursor() });
    const oldest = this.now() - CHANGES_KEPT_MS;
    let drop = Math.max(0, log.length - this.maxPerCompany);
    while (drop < log.length && Number(log[drop]!.cursor.split('-')[0]) < oldest) drop += 1;
    this.logs.set(company, drop ? log.slice(drop) : log);
    return Promise.resolve();
  }

  read(company: number, after: string | null, count: number): Promise<StoredChange[]> {
    const log = this.logs.get(company) ?? [];
    const from = after === null ? 0 : log.findIndex((c) => compareCursors(c.cursor, after) > 0);
    return Promise.resolve(from < 0 ? [] : log.slice(from, from + count));
  }

  last(company: number): Promise<string | null> {
    return Promise.resolve(this.logs.get(company)?.at(-1)?.cursor ?? null);
  }

  unseen(company: number, scope: string, ids: readonly string[]): Promise<string[]> {
    const key = `${company}:${scope}`;
    const set = this.seen.get(key) ?? new Set<string>();
    this.seen.set(key, set);
    const fresh = ids.filter((id) => !set.has(id));
    for (const id of fresh) set.add(id);
    return Promise.resolve(fresh);
  }
}
