import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_CAPACITY, MemoryAuditLog, RedisAuditLog, type AuditEntry, type AuditLog } from './audit-log.ts';

const entry = (n: number): AuditEntry => ({
  id: `e${n}`,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  username: 'CL900',
  referenceId: 9900,
  action: 'BANNER_UPDATE',
  target: String(n),
  before: { name: `before ${n}` },
  after: { name: `after ${n}` },
});

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
const prefix = `test:audit:${randomBytes(4).toString('hex')}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe.each<[string, () => AuditLog]>([
  ['in process', () => new MemoryAuditLog()],
  ['in Redis', () => new RedisAuditLog(redis, `${prefix}${randomBytes(3).toString('hex')}:`)],
])('audit log %s', (_name, make) => {
  it('returns the newest entries first, per company, with before and after intact', async () => {
    const log = make();
    for (let n = 1; n <= 3; n++) await log.append(1, entry(n));
    await log.append(2, entry(9));
    const latest = await log.latest(1, 2);
    expect(latest.map((e) => e.id)).toEqual(['e3', 'e2']);
    expect(latest[0]).toEqual(entry(3));
    expect((await log.latest(2, 10)).map((e) => e.id)).toEqual(['e9']);
  });

  it(`keeps at most ${AUDIT_CAPACITY} entries`, async () => {
    const log = make();
    for (let n = 0; n < AUDIT_CAPACITY + 5; n++) await log.append(3, entry(n));
    const all = await log.latest(3, AUDIT_CAPACITY + 100);
    expect(all).toHaveLength(AUDIT_CAPACITY);
    expect(all[0]?.id).toBe(`e${AUDIT_CAPACITY + 4}`);
  });
});
