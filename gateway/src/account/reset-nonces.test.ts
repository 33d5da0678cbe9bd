import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileKvStore } from '../lib/file-kv-store.ts';
import { FileResetNonces, MemoryResetNonces, RedisResetNonces } from './reset-nonces.ts';

describe('reset-link nonces are single use until the link expires', () => {
  it('in process', async () => {
    let now = 1_000;
    const nonces = new MemoryResetNonces(() => now);
    expect(await nonces.claim('a', 500)).toBe(true);
    expect(await nonces.claim('a', 500)).toBe(false);
    expect(await nonces.isUsed('a')).toBe(true);
    expect(await nonces.claim('b', 500)).toBe(true);
    now = 1_600; // after the expiry the link itself is refused; the nonce may be forgotten
    expect(await nonces.isUsed('a')).toBe(false);
    expect(await nonces.claim('a', 500)).toBe(true);
  });

  it('on disk, across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nonces-'));
    try {
      const path = join(dir, 'security-state.jsonl');
      const before = FileKvStore.open(path);
      const first = new FileResetNonces(before);
      expect(await first.isUsed('n')).toBe(false);
      expect(await first.claim('n', 60_000)).toBe(true);
      await before.close();
      const after = new FileResetNonces(FileKvStore.open(path));
      expect(await after.isUsed('n')).toBe(true);
      expect(await after.claim('n', 60_000)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(async () => void (await redis.quit()));

  it('across instances sharing Redis', async () => {
    const first = new RedisResetNonces(redis);
    const second = new RedisResetNonces(redis);
    const nonce = randomBytes(12).toString('hex');
    expect(await second.isUsed(nonce)).toBe(false);
    const claims = await Promise.all([first.claim(nonce, 60_000), second.claim(nonce, 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await second.isUsed(nonce)).toBe(true);
    expect(await redis.pttl(`reset-nonce:${nonce}`)).toBeGreaterThan(0);
  });
});
