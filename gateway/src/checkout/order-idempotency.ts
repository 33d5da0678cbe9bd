import type { ServiceLogger } from '../context/service-logger.ts';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import type { UnansweredAttempt } from '../domain/order-recovery.ts';
import { MemoryKvCache, RedisKvCache, type KvCache } from '../lib/kv-cache.ts';
import { InProcessLocker, type Locker } from '../lib/locker.ts';
import { RedisLocker } from '../lib/redis-locker.ts';

/** How long a placed order's key is remembered: far longer than any retry or double click. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** The lock outlives the slowest checkout call the upstream timeout allows. */
const LOCK_TTL_MS = 60_000;

/**
 * Exactly-once order placement (design §5.5). Submissions with one key run one at a time under a
 * lock (shared through Redis between gateway instances); the first that places the order stores
 * its result, and every later one, concurrent or not, gets that result back without calling the
 * upstream. A refusal is not stored, so that the customer can correct the order and send it again.
 */
export class OrderIdempotency {
  constructor(
    private readonly cache: KvCache,
    private readonly locker: Locker,
  ) {}

  async once<T>(scope: string, key: string, run: () => Promise<{ result: T; keep: boolean }>): Promise<T> {
    const id = `order-key:${scope}:${key}`;
    return this.locker.withLock(id, async () => {
      const stored = await this.cache.get<T>(id);
      if (stored !== undefined) return stored;
      const { result, keep } = await run();
      if (keep) await this.cache.set(id, result, KEY_TTL_MS);
      return result;
    });
  }

  /**
   * One placement at a time for one cart and customer, whatever its key: the unanswered attempt
   * below is read, acted on and cleared by one placement before the next looks at it.
   */
  forCart<T>(scope: string, run: () => Promise<T>): Promise<T> {
    return this.locker.withLock(`order-cart:${scope}`, run);
  }

  /** The checkout call sent for this cart whose answer never came, if any. */
  async unanswered(scope: string): Promise<UnansweredAttempt | null> {
    return (await this.cache.get<UnansweredAttempt>(`order-unanswered:${scope}`)) ?? null;
  }

  /**
   * Written before the checkout call goes out (a gateway that dies meanwhile leaves it behind
   * too), and again once its order is found.
   */
  async keepUnanswered(scope: string, attempt: UnansweredAttempt): Promise<void> {
    await this.cache.set(`order-unanswered:${scope}`, attempt, KEY_TTL_MS);
  }

  /** The ERP answered (an order or a refusal): nothing is left unknown. */
  async answered(scope: string): Promise<void> {
    await this.cache.delete(`order-unanswered:${scope}`);
  }
}

export function createOrderIdempotency(
  env: Env,
  log: ServiceLogger,
): { store: OrderIdempotency; close(): Promise<void> } {
  if (!env.REDIS_URL)
    return { store: new OrderIdempotency(new MemoryKvCache(), new InProcessLocker()), close: async () => {} };
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err, module: 'orders' }, 'redis connection error'));
  return {
    store: new OrderIdempotency(
      new RedisKvCache(redis),
      new RedisLocker(redis, LOCK_TTL_MS, LOCK_TTL_MS + 5_000),
    ),
    close: async () => {
      await redis.quit();
    },
  };
}
