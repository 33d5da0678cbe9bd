import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { CHANGES_KEPT_MS, compareCursors, type ChangeLog } from './change-log.ts';
import { MemoryChangeLog } from './memory-change-log.ts';
import { RedisChangeLog } from './redis-change-log.ts';

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

const order = (id: string, customerId: number | null = 3) => ({ type: 'ORDER_PLACED' as const, id, at: 1_000, customerId });

const logs: Array<[string, () => ChangeLog]> = [
  ['in memory', () => new MemoryChangeLog()],
  [
    'in Redis',
    () => {
      const redis = new Redis(redisUrl);
      clients.push(redis);
      return new RedisChangeLog(redis);
    },
  ],
];

describe.each(logs)('the change log %s', (_name, make) => {
  it('resumes after a cursor with only newer changes, per company', async () => {
    const log = make();
    // A company of its own per run: the Redis server is shared with other tests.
    const company = 100_000 + randomInt(1_000_000);
    expect(await log.last(company)).toBeNull();
    await log.append(company, [order('3-1'), order('3-2', null)]);
    await log.append(company + 1, [order('9-9')]);
    const all = await log.read(company, null, 10);
    expect(all.map((c) => [c.type, c.id, c.at, c.customerId])).toEqual([
      ['ORDER_PLACED', '3-1', 1_000, 3],
      ['ORDER_PLACED', '3-2', 1_000, null],
    ]);
    expect(compareCursors(all[0]!.cursor, all[1]!.cursor)).toBeLessThan(0);
    expect(await log.last(company)).toBe(all[1]!.cursor);
    expect((await log.read(company, all[0]!.cursor, 10)).map((c) => c.id)).toEqual(['3-2']);
    expect(await log.read(company, all[1]!.cursor, 10)).toEqual([]);
    await log.append(company, [order('3-3')]);
    expect((await log.read(company, all[1]!.cursor, 10)).map((c) => c.id)).toEqual(['3-3']);
    expect((await log.read(company, null, 1)).map((c) => c.id)).toEqual(['3-1']);
  });

  it('says which ids of a scope are new, once', async () => {
    const log = make();
    const company = 100_000 + randomInt(1_000_000);
    expect(await log.unseen(company, 'documents:3', ['a', 'b'])).toEqual(['a', 'b']);
    expect(await log.unseen(company, 'documents:3', ['b', 'c'])).toEqual(['c']);
    expect(await log.unseen(company, 'documents:4', ['b'])).toEqual(['b']);
  });
});

describe('the change log in memory', () => {
  it('keeps changes at least 7 days, and at most its bound', async () => {
    let now = 10 * 86_400_000;
    const log = new MemoryChangeLog(() => now, 3);
    await log.append(1, [order('old')]);
    now += 7 * 86_400_000;
    await log.append(1, [order('a')]);
    expect((await log.read(1, null, 10)).map((c) => c.id)).toEqual(['old', 'a']);
    now += CHANGES_KEPT_MS - 7 * 86_400_000 + 1;
    await log.append(1, [order('b'), order('c'), order('d')]);
    expect((await log.read(1, null, 10)).map((c) => c.id)).toEqual(['b', 'c', 'd']);
  });
});
