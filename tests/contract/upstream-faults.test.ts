import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/src/app.ts';
import { parseEnv } from '../../gateway/src/config/env.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startFaultyUpstream } from '../support/faulty-upstream.ts';

// The gateway in front of an upstream that is down, failing, confused or slow: every case must
// give its typed GraphQL error, and the gateway must keep serving afterwards.
const TIMEOUT_MS = 300;
let upstream: Awaited<ReturnType<typeof startFaultyUpstream>>;
let gateway: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  upstream = await startFaultyUpstream(TIMEOUT_MS * 4);
  const env = parseEnv({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'silent', WEB_DIST: '.data/no-web', LOGIN_RATE_LIMIT: '1000' });
  gateway = await buildGateway(env, { logger: false });
  baseUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const productsQuery = '{ products(page: 1) { totalCount items { sku } } }';

async function expectCode(query: 'login' | 'products', code: string) {
  const client = new ShopClient(baseUrl);
  const res = query === 'login' ? await client.login('CL001') : await client.gql(productsQuery);
  expect(res.errors?.[0]?.extensions?.code).toBe(code);
  // No internals leak: the message is the Italian text, not the upstream's.
  expect(res.errors?.[0]?.message).not.toMatch(/HTTP|JSON|undici|Error:/);
}

describe('gateway in front of a faulty upstream', () => {
  it('answers 500 from the upstream with UPSTREAM_UNAVAILABLE', async () => {
    upstream.setMode('http500');
    await expectCode('login', 'UPSTREAM_UNAVAILABLE');
  });

  it('answers malformed JSON with UPSTREAM_BAD_REPLY', async () => {
    upstream.setMode('malformed');
    await expectCode('login', 'UPSTREAM_BAD_REPLY');
  });

  it('answers a reply of the wrong shape with UPSTREAM_BAD_REPLY', async () => {
    upstream.setMode('wrong-shape');
    await expectCode('products', 'UPSTREAM_BAD_REPLY');
  });

  it('answers an upstream slower than the timeout with UPSTREAM_UNAVAILABLE', async () => {
    upstream.setMode('slow');
    const started = Date.now();
    await expectCode('login', 'UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('keeps serving: a healthy reply after the faults is handled normally', async () => {
    upstream.setMode('ok');
    const res = await new ShopClient(baseUrl).login('CL001', 'wrong');
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.userErrors[0]?.message).toBe('Nome utente o password non valida');
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });

  it('answers a catalogue reply that stops half-way with UPSTREAM_UNAVAILABLE', async () => {
    upstream.setMode('stall');
    await expectCode('products', 'UPSTREAM_UNAVAILABLE');
  });

  it('loads a catalogue that takes longer than the timeout in all while it keeps arriving', async () => {
    upstream.setMode('trickle');
    const started = Date.now();
    const res = await new ShopClient(baseUrl).gql(productsQuery);
    expect(Date.now() - started).toBeGreaterThan(TIMEOUT_MS * 2);
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({ products: { totalCount: 12 } });
  });

  it('answers an upstream that is stopped with UPSTREAM_UNAVAILABLE, and /readyz says not ready', async () => {
    await upstream.close();
    await expectCode('login', 'UPSTREAM_UNAVAILABLE');
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});
