import type { Redis } from 'ioredis';
import type { FileKvStore } from '../lib/file-kv-store.ts';

/**
 * Single use of reset-link nonces: `claim` succeeds once per nonce, and the nonce is kept until
 * its link expires. In Redis when configured (SET NX), so that a link works once across every
 * gateway instance; on disk under DATA_DIR otherwise, so that a restart forgets no used link.
 */
export interface ResetNonces {
  claim(nonce: string, ttlMs: number): Promise<boolean>;
  /** Whether the nonce was claimed (and its link has not expired since). */
  isUsed(nonce: string): Promise<boolean>;
}

const keyOf = (nonce: string) => `reset-nonce:${nonce}`;

/** In process only: for tests of the rules around it. */
export class MemoryResetNonces implements ResetNonces {
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    const t = this.now();
    if (await this.isUsed(nonce)) return false;
    this.used.set(nonce, t + Math.max(ttlMs, 1));
    return true;
  }

  async isUsed(nonce: string): Promise<boolean> {
    return (this.used.get(nonce) ?? 0) > this.now();
  }
}

export class FileResetNonces implements ResetNonces {
  constructor(private readonly store: FileKvStore) {}

  claim(nonce: string, ttlMs: number): Promise<boolean> {
    return this.store.setIfAbsent(keyOf(nonce), 1, ttlMs);
  }

  async isUsed(nonce: string): Promise<boolean> {
    return (await this.store.get(keyOf(nonce))) !== undefined;
  }
}

export class RedisResetNonces implements ResetNonces {
  constructor(private readonly redis: Redis) {}

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    const done = await this.redis.set(keyOf(nonce), '1', 'PX', Math.max(Math.ceil(ttlMs), 1), 'NX');
    return done === 'OK';
  }

  async isUsed(nonce: string): Promise<boolean> {
    return (await this.redis.exists(keyOf(nonce))) === 1;
  }
}
