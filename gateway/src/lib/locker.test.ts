import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { InProcessLocker, type Locker } from './locker.ts';
import { RedisLocker } from './redis-locker.ts';

// Read-modify-write with a pause in the middle: without the lock, increments get lost.
async function hammer(lockers: Locker[], n: number): Promise<number> {
  let value = 0;
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      lockers[i % lockers.length]!.withLock('cart:1', async () => {
        const read = value;
        await new Promise((r) => setTimeout(r, 1));
        value = read + 1;
      }),
    ),
  );
  return value;
}

describe('InProcessLocker', () => {
  it('serialises concurrent changes of one key', async () => {
    expect(await hammer([new InProcessLocker()], 50)).toBe(50);
  });

  it('keeps going after a failing holder', async () => {
    const l = new InProcessLocker();
    await expect(l.withLock('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await l.withLock('k', async () => 7)).toBe(7);
  });
});

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

describe('RedisLocker', () => {
  it('serialises changes made through two clients, as two gateway instances would', async () => {
    const a = new Redis(redisUrl);
    const b = new Redis(redisUrl);
    clients.push(a, b);
    expect(await hammer([new RedisLocker(a), new RedisLocker(b)], 40)).toBe(40);
  });
});

describe('RedisLocker when Redis goes away while the lock is held', () => {
  it('answers the change that was made: the lock frees itself when its time is up', async () => {
    const redis = new Redis(redisUrl);
    const key = `locker-test:${Date.now()}:${Math.random()}`;
    const result = await new RedisLocker(redis, 1_000).withLock(key, async () => {
      redis.disconnect();
      return 'saved';
    });
    expect(result).toBe('saved');
  });
});
