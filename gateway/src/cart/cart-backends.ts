import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { MemoryKvCache, RedisKvCache } from '../lib/kv-cache.ts';
import { InProcessLocker } from '../lib/locker.ts';
import { RedisLocker } from '../lib/redis-locker.ts';
import { CartStore } from './cart-store.ts';

/**
 * The cart store on the right backend: in process for a single gateway, in Redis when
 * REDIS_URL is set, so that every instance sees the same carts and takes the same locks.
 */
export function createCartStore(
  env: Env,
  log: FastifyBaseLogger,
): { store: CartStore; close(): Promise<void> } {
  const cartLog = log.child({ module: 'cart' });
  if (!env.REDIS_URL) {
    return {
      store: new CartStore(new MemoryKvCache(), new InProcessLocker(), cartLog),
      close: async () => {},
    };
  }
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  // A change may read the cart back (a login) and then save it, each up to the upstream timeout:
  // the lock must outlive both, or a second instance could start on the same cart meanwhile.
  const lockTtlMs = env.UPSTREAM_TIMEOUT_MS * 2 + 5_000;
  redis.on('error', (err) => cartLog.warn({ err }, 'redis connection error'));
  return {
    store: new CartStore(new RedisKvCache(redis), new RedisLocker(redis, lockTtlMs, lockTtlMs * 2), cartLog),
    close: async () => {
      await redis.quit();
    },
  };
}
