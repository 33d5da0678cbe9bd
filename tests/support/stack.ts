import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/src/app.ts';
import { parseEnv } from '../../gateway/src/config/env.ts';
import { startUpstream } from '../../pegaso/src/index.ts';

export interface Stack {
  /** The gateway, as tenant 1 (http://localhost:PORT). */
  baseUrl: string;
  /** The gateway as seen by a tenant's host name (t2.localhost ...), for browsers. */
  hostUrl(tenant: 1 | 2 | 3 | 4): string;
  upstreamUrl: string;
  gateway: FastifyInstance;
  close(): Promise<void>;
}

export interface StackOptions {
  productsPerCompany?: number;
  /** Extra gateway environment (e.g. SESSION_TTL_MS). */
  env?: Record<string, string>;
  /**
   * The reference upstream's own free-shipping threshold; by default the gateway's
   * (FREE_SHIPPING_AMOUNT of `env`, else both defaults), as `npm start` gives both the same.
   */
  upstreamFreeShippingAmount?: number;
  /** Start only a gateway, in front of another stack's upstream. */
  reuseUpstream?: Stack;
}

/**
 * The whole system on ephemeral loopback ports: the reference upstream (a fresh schema on the
 * PostgreSQL server of DATABASE_URL, else in-memory PGlite) and a gateway talking to it over
 * HTTP, serving the built web client.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const upstream = options.reuseUpstream
    ? null
    : await startUpstream({
        port: 0,
        productsPerCompany: options.productsPerCompany ?? 60,
        freeShippingAmount:
          options.upstreamFreeShippingAmount ??
          (options.env?.FREE_SHIPPING_AMOUNT === undefined ? undefined : Number(options.env.FREE_SHIPPING_AMOUNT)),
        database: process.env.DATABASE_URL
          ? { url: process.env.DATABASE_URL, schema: `test_${randomBytes(5).toString('hex')}` }
          : { memory: true },
      });
  const upstreamUrl = options.reuseUpstream?.upstreamUrl ?? upstream?.url ?? '';
  // Each gateway its own data folder (revoked sessions, used reset links), unless the test
  // passes one to restart a gateway on the same state.
  const ownDataDir = options.env?.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'gateway-data-'));
  const env = parseEnv({
    UPSTREAM_URL: upstreamUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_KEY: randomBytes(32).toString('hex'),
    LOGIN_RATE_LIMIT: '10000',
    // Tests log the same demo users in many times; the per-username limit has its own test.
    LOGIN_USER_RATE_LIMIT: '10000',
    // A private build of the web client (the default web/dist may be rebuilt by a parallel run).
    WEB_DIST: process.env.WEB_DIST,
    DATA_DIR: ownDataDir ?? undefined,
    ...options.env,
  });
  const gateway = await buildGateway(env, { logger: env.LOG_LEVEL !== 'silent' });
  const address = await gateway.listen({ host: '127.0.0.1', port: 0 });
  const port = new URL(address).port;
  return {
    baseUrl: `http://localhost:${port}`,
    hostUrl: (t) => (t === 1 ? `http://localhost:${port}` : `http://t${t}.localhost:${port}`),
    upstreamUrl,
    gateway,
    async close() {
      await gateway.close();
      await upstream?.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
