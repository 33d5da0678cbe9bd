import type { Env } from '../config/env.ts';

type TimeoutEnv = Pick<Env, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS'>;

/**
 * Fastify's and Node's server options that bound how long a client may hold a connection.
 * Without them a POST announcing 100,000 bytes and sending one every 5 s was never cut, and
 * some 21,000 such connections used up the gateway's file descriptors. Node checks the request
 * and headers deadlines every `connectionsCheckingInterval` (30 s by default): checked at least
 * twice per headers deadline, so a connection is cut close to its deadline.
 */
export function serverTimeouts(env: TimeoutEnv) {
  const headersTimeout = Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 2))),
    },
  };
}
