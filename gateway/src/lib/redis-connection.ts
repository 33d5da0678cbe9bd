import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * The connection shared by rate limits, login counters and session revocations, or none without
 * REDIS_URL (one instance: limits kept in process, revocations in the security state on disk).
 */
export function connectSharedState(env: Env, log: FastifyBaseLogger): { redis: Redis | null; close(): Promise<void> } {
  if (!env.REDIS_URL) return { redis: null, close: async () => {} };
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err, module: 'shared-state' }, 'redis connection error'));
  return { redis, close: async () => void (await redis.quit()) };
}
