import { resolve } from 'node:path';
import type { Redis } from 'ioredis';
import { FileResetNonces, RedisResetNonces, type ResetNonces } from '../account/reset-nonces.ts';
import { FileKvStore } from '../lib/file-kv-store.ts';
import { RedisKvCache, type KvCache } from '../lib/kv-cache.ts';

/** The journal's name under DATA_DIR. */
export const SECURITY_STATE_FILE = 'security-state.jsonl';

export interface SecurityState {
  /** Revoked session ids and users' session generations (session-revocation.ts). */
  kv: KvCache;
  /** Used reset-link nonces. */
  nonces: ResetNonces;
  close(): Promise<void>;
}

/**
 * Where the gateway keeps what it must never forget while a cookie or a link could still be
 * presented: in Redis when configured, so every instance agrees; else in one journal under
 * `dataDir`, so that a restart of the single gateway brings back no logged-out session and no
 * used reset link (DESIGN §5.8).
 */
export function openSecurityState(redis: Redis | null, dataDir: string): SecurityState {
  if (redis) return { kv: new RedisKvCache(redis), nonces: new RedisResetNonces(redis), close: async () => {} };
  const store = FileKvStore.open(resolve(dataDir, SECURITY_STATE_FILE));
  return { kv: store, nonces: new FileResetNonces(store), close: () => store.close() };
}
