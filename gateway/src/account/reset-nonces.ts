import type { Redis } from 'ioredis';

/**
 * Single use of reset-link nonces: `claim` succeeds once per nonce, and the nonce is kept until
 * its link expires. In Redis when configured (SET NX), so that a link works once across every
 * gateway instance; in process otherwise.
 */
export interface ResetNonces {
  claim(nonce: string, ttlMs: number): Promise<boolean>;
}

export class MemoryResetNonces implements ResetNonces {
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    const t = this.now();
    if (this.used.size > 50_000) for (const [k, until] of this.used) if (until <= t) this.used.delete(k);
    const until = this.used.get(nonce);
    if (until !== undefined && until > t) return false;
    this.used.set(nonce, t + Math.max(ttlMs, 1));
    return true;
  }
}

export class RedisResetNonces implements ResetNonces {
  constructor(private readonly redis: Redis) {}

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    const done = await this.redis.set(`reset-nonce:${nonce}`, '1', 'PX', Math.max(Math.ceil(ttlMs), 1), 'NX');
    return done === 'OK';
  }
}
