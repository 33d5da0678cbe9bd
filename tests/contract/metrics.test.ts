import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyUpstream } from '../support/faulty-upstream.ts';
import { freePort } from '../support/gateway-process.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// GET /metrics in Prometheus' text format, for an operator: never public (a bearer token on the
// shop's port, or a port of its own), and saying what a buyer's visit cost, ERP call by ERP call.
const TOKEN = 'metrics-token-0123456789abcdef';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 8, env: { METRICS_TOKEN: TOKEN, LOGIN_USER_RATE_LIMIT: '2' } });
});
afterAll(async () => {
  await stack?.close();
});

const LISTING = `query Listing($page: Int) { products(page: $page, pageSize: 6) { totalCount items { id sku price { price { amount } } } } }`;

async function scrape(url: string, token?: string): Promise<{ status: number; text: string; type: string | null }> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

/** The value of the first sample whose name and labels start as given, or undefined. */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await scrape(`${stack.baseUrl}/metrics`)).status).toBe(401);
    expect((await scrape(`${stack.baseUrl}/metrics`, 'wrong-token-0123456789abcdef')).status).toBe(401);
  });

  it("counts a buyer's visit: requests by route and operation, ERP calls by call and company, caches, catalogue, limits, runtime", async () => {
    const buyer = new ShopClient(stack.baseUrl);
    await buyer.login('CL002');
    for (const page of [1, 1, 2]) expect((await buyer.gql(LISTING, { page })).errors).toBeUndefined();
    // Wrong passwords past LOGIN_USER_RATE_LIMIT (2): the third is refused.
    const guesser = new ShopClient(stack.baseUrl);
    for (let i = 0; i < 3; i++) await guesser.login('CL003', `sbagliata-${i}`);

    const { status, text, type } = await scrape(`${stack.baseUrl}/metrics`, TOKEN);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}')).toBeGreaterThanOrEqual(7);
    expect(sample(text, 'shop_graphql_operation_duration_seconds_count{operation="Listing",type="query"}')).toBe(3);
    expect(sample(text, 'shop_graphql_operation_duration_seconds_count{operation="(anonymous)",type="mutation"}')).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'shop_erp_call_duration_seconds_count{call="pegaso/login",company="1"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'shop_erp_call_duration_seconds_count{call="pegaso/getProducts",company="1"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_catalogue_products{company="1"}')).toBeGreaterThan(0);
    expect(sample(text, 'shop_catalogue_age_seconds{company="1"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_cache_lookups_total{cache="reply_memo",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_cache_lookups_total{cache="reply_memo",result="miss"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shop_cache_lookups_total{cache="pricing_context"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_rate_limit_refusals_total{limit=')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts ERP failures by call and company, served on METRICS_PORT only', async () => {
    const faulty = await startFaultyUpstream(1000);
    faulty.setMode('http500');
    const port = await freePort();
    const broken = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: faulty.url, METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      const login = await new ShopClient(broken.baseUrl).login('CL001');
      expect(login.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      // Not on the shop's port (no token configured) ...
      expect((await scrape(`${broken.baseUrl}/metrics`)).status).toBe(404);
      // ... but on its own.
      const { status, text } = await scrape(`http://127.0.0.1:${port}/metrics`);
      expect(status).toBe(200);
      expect(sample(text, 'shop_erp_call_errors_total{call="pegaso/login",company="1",kind="unavailable"}')).toBeGreaterThanOrEqual(1);
    } finally {
      await broken.close();
      await faulty.close();
    }
  });

  it('does not exist when neither a token nor a port is configured', async () => {
    const plain = await startStack({ reuseUpstream: stack });
    try {
      expect((await scrape(`${plain.baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
