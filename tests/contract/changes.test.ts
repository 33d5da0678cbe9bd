import { Client, fetchExchange, type AnyVariables } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { startUpstreamProxy } from '../support/upstream-proxy.ts';
import { ARTICLES } from './order-fixtures.ts';

// The change feed, read by an integrator's program: a third-party client, an API key, no cookie.
// The gateway reads the ERP through a stand-in that can raise one article's price, as the ERP
// would between two catalogue refreshes (every second here).

let stack: Stack;
let gateway: Stack;
let proxy: Awaited<ReturnType<typeof startUpstreamProxy>>;
let raised: number | null = null;
/** Catalogue reads that went through the stand-in (every gateway, every company). */
let catalogueReads = 0;
/** The raised article's code in each company's catalogue (the companies share article ids). */
const raisedSkus = new Set<string>();

type Item = Record<string, unknown> & { variation?: Array<{ size?: Array<Record<string, unknown>> | null }> | null };

function raisePrice(item: Item): Item {
  for (const v of item.variation ?? [])
    for (const s of v.size ?? [])
      if (Number(s.IDArtSizeColor) === ARTICLES.bigStock.articleId) {
        raisedSkus.add(String(s.skuSizeColor));
        if (raised !== null) s.pricesco = raised;
      }
  return item;
}

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 12 });
  proxy = await startUpstreamProxy(stack.upstreamUrl, (call, reply) => {
    if (call !== 'getProducts') return;
    catalogueReads += 1;
    for (const key of ['items', 'itemsNoParsed'] as const) {
      const items = reply[key];
      if (!Array.isArray(items)) continue;
      reply[key] = items.map((i: unknown) => (typeof i === 'string' ? JSON.stringify(raisePrice(JSON.parse(i) as Item)) : raisePrice(i as Item)));
    }
  });
  gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: proxy.url, CATALOGUE_REFRESH_MS: '1000' } });
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await stack?.close();
});

function integration(key: string) {
  const client = new Client({
    url: `${gateway.baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
  });
  const run = async <T>(kind: 'query' | 'mutation', text: string, variables: AnyVariables = {}) => {
    const r = await client[kind](text, variables).toPromise();
    expect(r.error?.graphQLErrors ?? []).toEqual([]);
    return r.data as T;
  };
  return {
    query: <T>(text: string, variables: AnyVariables = {}) => run<T>('query', text, variables),
    mutation: <T>(text: string, variables: AnyVariables = {}) => run<T>('mutation', text, variables),
  };
}

async function keyOf(username: string): Promise<string> {
  const owner = new ShopClient(gateway.baseUrl);
  expect((await owner.login(username)).data?.login.userErrors).toEqual([]);
  const created = await owner.gql<{ apiKeyCreate: { key: string } }>('mutation { apiKeyCreate(input: { name: "feed" }) { key } }');
  return created.data!.apiKeyCreate.key;
}

interface Feed {
  changes: { cursor: string; events: { type: string; id: string; at: string }[] };
}
const CHANGES = 'query($after: String, $first: Int) { changes(after: $after, first: $first) { cursor events { type id at } } }';

async function placeOrder(api: ReturnType<typeof integration>): Promise<string> {
  const line = { productId: String(ARTICLES.bigStock.productId), articleId: String(ARTICLES.bigStock.articleId), quantity: 1 };
  await api.mutation('mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { code } } }', { input: { lines: [line] } });
  const placed = await api.mutation<{ orderPlace: { order: { id: string }; userErrors: unknown[] } }>(
    'mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { code } } }',
    { input: { idempotencyKey: `changes-${Date.now()}`, receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' } },
  );
  expect(placed.orderPlace.userErrors).toEqual([]);
  return placed.orderPlace.order.id;
}

describe('the change feed', () => {
  it('shows an order placed with a key, its document, and resumes from its cursor with only newer events', async () => {
    const api = integration(await keyOf('CL003'));
    const start = (await api.query<Feed>(CHANGES)).changes;
    const orderId = await placeOrder(api);

    const after = (await api.query<Feed>(CHANGES, { after: start.cursor })).changes;
    expect(after.events.map((e) => [e.type, e.id])).toEqual(expect.arrayContaining([['ORDER_PLACED', orderId], ['DOCUMENT_ISSUED', orderId]]));
    for (const e of after.events) expect(new Date(e.at).toISOString()).toBe(e.at);
    expect(after.cursor).not.toBe(start.cursor);

    const again = (await api.query<Feed>(CHANGES, { after: after.cursor })).changes;
    expect(again.events.filter((e) => e.type === 'ORDER_PLACED' || e.type === 'DOCUMENT_ISSUED')).toEqual([]);
    const second = await placeOrder(api);
    const newer = (await api.query<Feed>(CHANGES, { after: again.cursor })).changes;
    expect(newer.events.filter((e) => e.type === 'ORDER_PLACED').map((e) => e.id)).toEqual([second]);

    // Another customer's feed does not show these orders.
    const other = integration(await keyOf('CL001'));
    const theirs = (await other.query<Feed>(CHANGES, { after: start.cursor, first: 500 })).changes;
    expect(theirs.events.map((e) => e.id)).not.toContain(orderId);
  });

  it('shows a price changed between two catalogue refreshes, once', async () => {
    const api = integration(await keyOf('CL001'));
    // The end of the feed as it stands: read until a page comes back empty.
    let cursor: string | null = null;
    for (;;) {
      const page: Feed = await api.query<Feed>(CHANGES, { after: cursor, first: 500 });
      cursor = page.changes.cursor;
      if (page.changes.events.length === 0) break;
    }
    expect(raisedSkus.size).toBeGreaterThan(0);
    raised = 123.45;
    const seen: Feed['changes']['events'] = [];
    await expect
      .poll(async () => {
        const page = (await api.query<Feed>(CHANGES, { after: cursor, first: 500 })).changes;
        cursor = page.cursor;
        seen.push(...page.events);
        return seen.some((e) => e.type === 'PRICE_CHANGED' && raisedSkus.has(e.id));
      }, { timeout: 20_000, interval: 500 })
      .toBe(true);
    expect(seen.filter((e) => e.type === 'PRICE_CHANGED' && raisedSkus.has(e.id))).toHaveLength(1);
  });

  it('keeps the price changes of refreshes made while nobody read the feed', async () => {
    // A gateway of its own, whose feed nobody has read yet; the price moves under it, and only
    // after its refreshes have taken the new price does an integrator read the feed.
    const quiet = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: proxy.url, CATALOGUE_REFRESH_MS: '1000' } });
    try {
      const owner = new ShopClient(quiet.baseUrl);
      expect((await owner.login('CL001')).data?.login.userErrors).toEqual([]);
      const key = (await owner.gql<{ apiKeyCreate: { key: string } }>('mutation { apiKeyCreate(input: { name: "feed" }) { key } }')).data!
        .apiKeyCreate.key;
      const client = new Client({
        url: `${quiet.baseUrl}/graphql`,
        exchanges: [fetchExchange],
        requestPolicy: 'network-only',
        fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
      });
      const listed = async () =>
        ((await client.query('{ products(pageSize: 1) { totalCount } }', {}).toPromise()).data as { products: { totalCount: number } } | undefined)
          ?.products.totalCount ?? 0;
      await expect.poll(listed, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
      // The price moves; both gateways refresh every company every second: 16 reads are two
      // refreshes of each, the quiet one's included, before anybody reads its feed.
      raised = (raised ?? 100) + 11.11;
      const readsBefore = catalogueReads;
      await expect.poll(() => catalogueReads - readsBefore, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(16);

      const feedShowsIt = async () => {
        let cursor: string | null = null;
        for (;;) {
          const reply: { data?: unknown } = await client.query(CHANGES, { after: cursor, first: 500 }).toPromise();
          const page: Feed['changes'] = (reply.data as Feed).changes;
          if (page.events.some((e) => e.type === 'PRICE_CHANGED' && raisedSkus.has(e.id))) return true;
          if (page.events.length === 0) return false;
          cursor = page.cursor;
        }
      };
      await expect.poll(feedShowsIt, { timeout: 10_000, interval: 300 }).toBe(true);
    } finally {
      await quiet.close();
    }
  });

  it('refuses a cursor that is none and a page size out of range', async () => {
    const owner = new ShopClient(gateway.baseUrl);
    await owner.login('CL001');
    const wrong = await owner.gql(CHANGES, { after: 'nonsense' });
    expect(wrong.errors?.map((e) => [e.extensions?.code, (e.extensions as Record<string, unknown> | undefined)?.argument])).toEqual([['BAD_USER_INPUT', 'after']]);
    const tooMany = await owner.gql(CHANGES, { first: 501 });
    expect(tooMany.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
