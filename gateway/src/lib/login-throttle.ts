import type { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { loginAttemptAllowed, type LoginThrottleRule } from '../domain/login-throttle.ts';

/** The window wrong passwords are counted in. */
const WINDOW_MS = 15 * 60_000;
const MEMORY_ENTRIES = 100_000;

/** How an attempt ended: a wrong password stays counted, anything else is taken back. */
export type LoginOutcome = 'wrong' | 'right' | 'unchecked';

export interface LoginAttempt {
  allowed: boolean;
  settle(outcome: LoginOutcome): Promise<void>;
}

/** Counters that live for the window from their first count. */
export interface Counters {
  /** Adds one to each key and returns the new values. */
  add(keys: string[]): Promise<number[]>;
  /** Takes one back from each key. */
  takeBack(keys: string[]): Promise<void>;
  delete(key: string): Promise<void>;
}

class MemoryCounters implements Counters {
  private readonly map = new Map<string, { n: number; until: number }>();

  async add(keys: string[]) {
    const now = Date.now();
    return keys.map((key) => {
      const hit = this.map.get(key);
      const entry = hit && hit.until > now ? hit : { n: 0, until: now + WINDOW_MS };
      entry.n += 1;
      if (!hit && this.map.size >= MEMORY_ENTRIES) this.map.delete(this.map.keys().next().value as string);
      this.map.set(key, entry);
      return entry.n;
    });
  }

  async takeBack(keys: string[]) {
    for (const key of keys) {
      const hit = this.map.get(key);
      if (hit) hit.n = Math.max(hit.n - 1, 0);
    }
  }

  async delete(key: string) {
    this.map.delete(key);
  }
}

const TAKE_BACK = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** Shared by every instance: INCR keeps the expiry the first count set. */
class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(keys: string[]) {
    const tx = this.redis.multi();
    for (const key of keys) tx.set(this.prefix + key, '0', 'PX', WINDOW_MS, 'NX').incr(this.prefix + key);
    const replies = (await tx.exec()) ?? [];
    return keys.map((_k, i) => Number(replies[i * 2 + 1]?.[1] ?? 0));
  }

  async takeBack(keys: string[]) {
    // Only a count still in its window: DECR on an expired key would start one that never expires.
    for (const key of keys) await this.redis.eval(TAKE_BACK, 1, this.prefix + key);
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Login guessing limits per (username, address) and per username (domain/login-throttle.ts).
 * An attempt is counted as a wrong password before it is checked, so that parallel guesses from
 * one address cannot all slip under the count; a right password, or an attempt never checked,
 * is taken back. A Redis failure lets the attempt through, as the other limits do: an outage of
 * the counters must not keep every customer out.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: Counters,
    private readonly rule: LoginThrottleRule,
    private readonly onError: (err: unknown) => void,
  ) {}

  async attempt(tenant: number, username: string, address: string): Promise<LoginAttempt> {
    const user = `login-fail-user:${tenant}:${username.toLowerCase()}`;
    const pair = `login-fail-pair:${tenant}:${username.toLowerCase()}:${address}`;
    let counts: number[];
    try {
      counts = await this.counters.add([pair, user]);
    } catch (err) {
      this.onError(err);
      return { allowed: true, settle: async () => {} };
    }
    const allowed = loginAttemptAllowed({ pair: counts[0] ?? 0, user: counts[1] ?? 0 }, this.rule);
    return {
      allowed,
      settle: async (outcome) => {
        if (outcome === 'wrong') return;
        try {
          await this.counters.takeBack(outcome === 'right' ? [user] : [pair, user]);
          // The owner's right password forgives their own typos, not the strangers' guesses.
          if (outcome === 'right') await this.counters.delete(pair);
        } catch (err) {
          this.onError(err);
        }
      },
    };
  }
}

/** The counters in Redis under `namespace` when it is configured, else in this process. */
export const countersOn = (redis: Redis | null, namespace: string): Counters =>
  redis ? new RedisCounters(redis, `${namespace}:`) : new MemoryCounters();

export function createLoginThrottle(env: Env, redis: Redis | null, onError: (err: unknown) => void): LoginThrottle {
  const rule = { perAddress: env.LOGIN_USER_RATE_LIMIT, userCeiling: env.LOGIN_USER_CEILING };
  return new LoginThrottle(countersOn(redis, env.RATE_LIMIT_NAMESPACE), rule, onError);
}
