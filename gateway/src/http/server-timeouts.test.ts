import { describe, expect, it } from 'vitest';
import { serverTimeouts } from './server-timeouts.ts';

const defaults = { REQUEST_TIMEOUT_MS: 30_000, HEADERS_TIMEOUT_MS: 10_000, KEEP_ALIVE_TIMEOUT_MS: 72_000, CONNECTION_TIMEOUT_MS: 60_000 };

describe('serverTimeouts', () => {
  it.each([
    ['the defaults', defaults, { requestTimeout: 30_000, headersTimeout: 10_000, interval: 5_000 }],
    ['headers never allowed longer than the whole request', { ...defaults, REQUEST_TIMEOUT_MS: 4_000 }, { requestTimeout: 4_000, headersTimeout: 4_000, interval: 2_000 }],
    ['short deadlines checked often enough to hold', { ...defaults, REQUEST_TIMEOUT_MS: 1_500, HEADERS_TIMEOUT_MS: 1_000 }, { requestTimeout: 1_500, headersTimeout: 1_000, interval: 500 }],
    ['checks never closer than 100 ms', { ...defaults, REQUEST_TIMEOUT_MS: 150, HEADERS_TIMEOUT_MS: 100 }, { requestTimeout: 150, headersTimeout: 100, interval: 100 }],
  ])('%s', (_name, env, expected) => {
    const options = serverTimeouts(env);
    expect({ requestTimeout: options.requestTimeout, headersTimeout: options.http.headersTimeout, interval: options.http.connectionsCheckingInterval }).toEqual(expected);
    expect(options.keepAliveTimeout).toBe(env.KEEP_ALIVE_TIMEOUT_MS);
    expect(options.connectionTimeout).toBe(env.CONNECTION_TIMEOUT_MS);
  });
});
