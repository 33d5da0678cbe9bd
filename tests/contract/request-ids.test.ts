import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyUpstream } from '../support/faulty-upstream.ts';
import { jsonLines, spawnServer } from '../support/gateway-process.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Every reply names its request (X-Request-Id), so that a user's report, a proxy's log and the
// gateway's log lines can be matched. A client cannot choose the id; a trusted proxy can.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 6 });
});
afterAll(async () => {
  await stack?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is on every reply, different for each request, and a client cannot choose it', async () => {
    const replies = await Promise.all([
      fetch(`${stack.baseUrl}/healthz`),
      fetch(`${stack.baseUrl}/healthz`),
      fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ session { status } }"}' }),
      fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }),
      fetch(`${stack.baseUrl}/media/images/does-not-exist.jpg`),
      fetch(`${stack.baseUrl}/healthz`, { headers: { 'x-request-id': 'chosen-by-client' } }),
    ]);
    const ids = replies.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id a trusted proxy gave the request', async () => {
    const behindProxy = await startStack({ reuseUpstream: stack, env: { TRUSTED_PROXIES: '127.0.0.1,::1' } });
    try {
      const res = await fetch(`${behindProxy.baseUrl.replace('localhost', '127.0.0.1')}/healthz`, { headers: { 'x-request-id': 'lb-7f3a9c' } });
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c');
    } finally {
      await behindProxy.close();
    }
  });

  it('is on every log line of the request, the ERP failure included', async () => {
    const faulty = await startFaultyUpstream(1000);
    faulty.setMode('http500');
    const gateway = await spawnServer({ env: { UPSTREAM_URL: faulty.url, LOG_LEVEL: 'info' } });
    try {
      const res = await fetch(`${gateway.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(input: { username: "CL001", password: "CL001" }) { userErrors { code } } }' }),
      });
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      await expect.poll(() => jsonLines(gateway.lines).filter((l) => l.reqId === id).map((l) => l.msg)).toContain('request completed');
      const ofRequest = jsonLines(gateway.lines).filter((l) => l.reqId === id);
      // The request's arrival, the ERP's failure (a warning or error) and its completion.
      expect(ofRequest[0]?.msg).toBe('incoming request');
      expect(ofRequest.some((l) => Number(l.level) >= 40)).toBe(true);
    } finally {
      await gateway.stop();
      await faulty.close();
    }
  });
});
