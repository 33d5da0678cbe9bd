import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { limitRules, type LimitName, type Limits } from '../lib/limits.ts';
import type { Env } from '../config/env.ts';

const KEY = Symbol('limit key');

interface KeyCarrier {
  [KEY]: string;
  routeOptions: { config: Record<string, never> };
}

/**
 * Named limits on @fastify/rate-limit's stores (Redis when REDIS_URL is set, else an LRU in
 * process). GraphQL operations share one route, so limits are taken by key from the code that
 * knows the actor, not per route: the plugin is registered without a global limit and each
 * named limit is a `createRateLimit` checker fed the key directly.
 */
export async function registerLimits(app: FastifyInstance, env: Env, redis: Redis | null): Promise<Limits> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${env.RATE_LIMIT_NAMESPACE}:` } : { cache: 20_000 }),
    // Redis unreachable: let the attempt through rather than refusing every login.
    skipOnError: true,
  });
  const checkers = new Map<string, (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>>();
  for (const [name, rule] of Object.entries(limitRules(env))) {
    checkers.set(
      name,
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (carrier) => `${name}:${(carrier as unknown as KeyCarrier)[KEY]}`,
      }) as never,
    );
  }
  return {
    async hit(name: LimitName, key: string) {
      const check = checkers.get(name);
      if (!check) throw new Error(`unknown limit ${name}`);
      const carrier: KeyCarrier = { [KEY]: key, routeOptions: { config: {} } };
      const verdict = await check(carrier as unknown as FastifyRequest);
      return { allowed: !verdict.isExceeded, retryAfterSeconds: verdict.ttlInSeconds ?? 0 };
    },
  };
}
