import type { Redis } from 'ioredis';
import { deriveResetKey } from '../domain/reset-link.ts';
import { MemoryResetNonces, RedisResetNonces, type ResetNonces } from './reset-nonces.ts';

/** What the account flows keep for the gateway's lifetime: the reset-link key and the used nonces. */
export interface IdentityServices {
  /** HKDF-derived from the session key: reset signatures and cookies never share a key. */
  resetKey: Buffer;
  resetNonces: ResetNonces;
}

export function createIdentityServices(sessionKey: Buffer, redis: Redis | null): IdentityServices {
  return {
    resetKey: deriveResetKey(sessionKey),
    resetNonces: redis ? new RedisResetNonces(redis) : new MemoryResetNonces(),
  };
}
