import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { fanOutQuery } from '../support/hostile-queries.ts';
import { startCountingProxy } from '../support/counting-proxy.ts';

let upstream: Stack;
let stack: Stack;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;

beforeAll(async () => {
  upstream = await startStack({ productsPerCompany: 30 });
  proxy = await startCountingProxy(upstream.upstreamUrl);
  stack = await startStack({ reuseUpstream: upstream, env: { UPSTREAM_URL: proxy.url } });
});

afterAll(async () => {
  await stack?.close();
  await proxy?.close();
  await upstream?.close();
});

const codes = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.map((e) => e.extensions?.code);

describe('every document has a bounded cost', () => {
  it('refuses the 20-fragment fan-out by its depth, computed once per fragment', async () => {
    const res = await new ShopClient(stack.baseUrl).gql(fanOutQuery(20));
    // Its cost is over the limit too (QUERY_TOO_COSTLY beside it).
    expect(codes(res)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.map((e) => e.message)).toContain('Richiesta troppo annidata: profondità (depth) 21, il limite è 12');
  });

  it('refuses nested related lists by their cost', async () => {
    const res = await new ShopClient(stack.baseUrl).gql('{ product(id: "1") { related { related { related { related(limit: 5) { id } } } } } }');
    expect(codes(res)).toEqual(['QUERY_TOO_COSTLY']);
    expect(res.errors?.[0]?.message).toMatch(/^Richiesta troppo costosa/);
  });

  it('refuses documents with too many aliases or tokens', async () => {
    const aliases = `{ ${Array.from({ length: 100 }, (_, i) => `c${i}: customers { id }`).join(' ')} }`;
    expect((await new ShopClient(stack.baseUrl).gql(aliases)).errors?.[0]?.message).toMatch(/^Troppi alias nella richiesta: 100/);
    const tokens = `{ ${Array.from({ length: 2500 }, () => '__typename').join(' ')} }`;
    const res = await new ShopClient(stack.baseUrl).gql(tokens);
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.errors?.[0]?.message).toMatch(/more that 2000 tokens/);
  });

  it('asks the ERP for the customers once per request, however many fields need them', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('AG001');
    const before = proxy.count('getWebAppCustomersFromAgent');
    const query = `{ ${Array.from({ length: 20 }, (_, i) => `c${i}: customers { id }`).join(' ')} session { viewer { customer { id } } } }`;
    const res = await client.gql<Record<string, { id: string }[]>>(query);
    expect(res.errors).toBeUndefined();
    expect(res.data?.c19?.length).toBeGreaterThan(1);
    expect(proxy.count('getWebAppCustomersFromAgent') - before).toBe(1);
  });

  it('caps the values of a filter and never echoes unknown ones', async () => {
    const brands = Array.from({ length: 100_000 }, (_, i) => `B${i}`);
    const res = await new ShopClient(stack.baseUrl).gql<{ products: { totalCount: number; facets: { brands: { value: string }[] } } }>(
      'query($f: ProductFilter) { products(filter: $f, pageSize: 5) { totalCount facets { brands { value } } } }',
      { f: { brands } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.totalCount).toBe(0);
    expect(res.data?.products.facets.brands.map((b) => b.value).filter((v) => /^B\d+$/.test(v))).toEqual([]);
  });

  it('still answers the shop\'s own product page with all its related products', async () => {
    const res = await new ShopClient(stack.baseUrl).gql<{ product: { related: { id: string }[] } }>(
      '{ product(id: "1") { id related(limit: 1000) { id name image { url } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.product.related.length).toBeGreaterThan(0);
  });
});
