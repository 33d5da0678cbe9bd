import type { Redis } from 'ioredis';
import { MemoryChangeLog } from './memory-change-log.ts';
import { CHANGES_KEPT_MS, CHANGES_MAX_PER_COMPANY, type ChangeEntry, type ChangeLog, type ChangeType, type StoredChange } from './change-log.ts';

const streamKey = (company: number) => `changes:${company}`;
const seenKey = (company: number, scope: string) => `changes-seen:${company}:${scope}`;

/**
 * The change log shared by every gateway: one Redis stream per company, its entry ids the
 * feed's cursors. Each append trims entries older than CHANGES_KEPT_MS and beyond
 * CHANGES_MAX_PER_COMPANY (approximately, as Redis trims whole nodes).
 */
export class RedisChangeLog implements ChangeLog {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  async append(company: number, entries: readonly ChangeEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const key = streamKey(company);
    const batch = this.redis.multi();
    for (const e of entries)
      batch.xadd(key, 'MINID', '~', String(this.now() - CHANGES_KEPT_MS), '*', 't', e.type, 'i', e.id, 'a', String(e.at), 'c', e.customerId === null ? '' : String(e.customerId));
    batch.xtrim(key, 'MAXLEN', '~', CHANGES_MAX_PER_COMPANY);
    await batch.exec();
  }

  async read(company: number, after: string | null, count: number): Promise<StoredChange[]> {
    const rows = await this.redis.xrange(streamKey(company), after === null ? '-' : `(${after}`, '+', 'COUNT', count);
    return rows.map(([cursor, fields]) => {
      const f = new Map<string, string>();
      for (let i = 0; i + 1 < fields.length; i += 2) f.set(fields[i]!, fields[i + 1]!);
      const customer = f.get('c') ?? '';
      return {
        cursor,
        type: f.get('t') as ChangeType,
        id: f.get('i') ?? '',
        at: Number(f.get('a')),
        customerId: customer === '' ? null : Number(customer),
      };
    });
  }

  async last(company: number): Promise<string | null> {
    const rows = await this.redis.xrevrange(streamKey(company), '+', '-', 'COUNT', 1);
    return rows[0]?.[0] ?? null;
  }

  async unseen(company: number, scope: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const key = seenKey(company, scope);
    const batch = this.redis.multi();
    for (const id of ids) batch.sadd(key, id);
    batch.pexpire(key, CHANGES_KEPT_MS * 4);
    const replies = (await batch.exec()) ?? [];
    return ids.filter((_id, i) => replies[i]?.[1] === 1);
  }
}

export function createChangeLog(redis: Redis | null): ChangeLog {
  return redis ? new RedisChangeLog(redis) : new MemoryChangeLog();
}
