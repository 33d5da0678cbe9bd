import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { InProcessLocker, type Locker } from './locker.ts';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Across gateway instances: a Redis lock (SET NX PX with a token, released only by its owner),
 * taken inside an in-process lock so that one instance does not spin against itself.
 */
export class RedisLocker implements Locker {
  private readonly local = new InProcessLocker();

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = 15_000,
    private readonly waitMs = 20_000,
  ) {}

  withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.local.withLock(key, async () => {
      const lockKey = `lock:${key}`;
      const token = randomUUID();
      const until = Date.now() + this.waitMs;
      let delay = 5;
      while ((await this.redis.set(lockKey, token, 'PX', this.ttlMs, 'NX')) !== 'OK') {
        if (Date.now() > until) throw new Error(`lock ${key} not acquired within ${this.waitMs} ms`);
        await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
        delay = Math.min(delay * 2, 100);
      }
      try {
        return await fn();
      } finally {
        // The change is made by now: a Redis gone away must not turn it into an error, which the
        // buyer would retry and so double it. The lock frees itself when its PX time is up.
        await this.redis.eval(RELEASE, 1, lockKey, token).catch(() => undefined);
      }
    });
  }
}
