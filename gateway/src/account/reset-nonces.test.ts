import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryResetNonces, RedisResetNonces } from './reset-nonces.ts';

describe('reset-link nonces are single use until the link expires', () => {
  it('in process', async () => {
    let now = 1_000;
    const nonces = new MemoryResetNonces(() => now);
    expect(await nonces.claim('a', 500)).toBe(true);
    expect(await nonces.claim('a', 500)).toBe(false);
    expect(await nonces.claim('b', 500)).toBe(true);
    now = 1_600; // after the expiry the link itself is refused; the nonce may be forgotten
    expect(await nonces.claim('a', 500)).toBe(true);
  });

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(async () => void (await redis.quit()));

  it('across instances sharing Redis', async () => {
    const first = new RedisResetNonces(redis);
    const second = new RedisResetNonces(redis);
    const nonce = randomBytes(12).toString('hex');
    const claims = await Promise.all([first.claim(nonce, 60_000), second.claim(nonce, 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await redis.pttl(`reset-nonce:${nonce}`)).toBeGreaterThan(0);
  });
});
