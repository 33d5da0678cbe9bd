import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import { MemoryKvCache, RedisKvCache, type KvCache } from './kv-cache.ts';

/**
 * The connection shared by rate limits and session revocations, or none without REDIS_URL
 * (one instance: both kept in process).
 */
export function connectSharedState(env: Env, log: FastifyBaseLogger): { redis: Redis | null; kv: KvCache; close(): Promise<void> } {
  if (!env.REDIS_URL) return { redis: null, kv: new MemoryKvCache(200_000), close: async () => {} };
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err, module: 'shared-state' }, 'redis connection error'));
  return { redis, kv: new RedisKvCache(redis), close: async () => void (await redis.quit()) };
}
