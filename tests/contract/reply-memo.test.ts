import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The listing's reply is remembered per viewer (graphql/reply-memo): what it sends again must be
// what the gateway computes without it, for each viewer, and every other query must still run.
let stack: Stack;
let fresh: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 30 });
  // The same upstream behind a gateway that remembers nothing: the reference for every answer.
  fresh = await startStack({ reuseUpstream: stack, env: { REPLY_MEMO_MB: '0' } });
});

afterAll(async () => {
  await fresh?.close();
  await stack?.close();
});

const LISTING = `query Listing($f: ProductFilter, $page: Int) { tenant { id features { filterSidebar } }
  products(filter: $f, page: $page, pageSize: 8) { totalCount pageCount items { __typename id sku name image { url alt }
    price { price { amount formatted marker display { formatted } } oldPrice { formatted } unitLabel } promoBadge soldOut }
    facets { brands { ...F } sizes { ...F } promoCount } } }
  fragment F on FacetValue { value count selected }`;

const memo = () => stack.gateway.replyMemo!;

async function both(username: string | null, tenant: 1 | 2 | 3 | 4 = 1) {
  const [remembering, reference] = [new ShopClient(stack.baseUrl, tenant), new ShopClient(fresh.baseUrl, tenant)];
  if (username) await Promise.all([remembering.login(username), reference.login(username)]);
  return { remembering, reference };
}

describe('remembered listing replies', () => {
  it('answer the same viewer again with what the gateway computes, for customers, an agent and a visitor', async () => {
    for (const [username, tenant] of [['CL002', 1], ['CL001', 1], [null, 1], ['CL002', 2]] as const) {
      const { remembering, reference } = await both(username, tenant);
      const variables = { f: { brands: [] }, page: 1 };
      const hits = memo().hits;
      const first = await remembering.gql(LISTING, variables);
      const again = await remembering.gql(LISTING, variables);
      expect(memo().hits, `${username} on tenant ${tenant}`).toBe(hits + 1);
      expect(first.errors).toBeUndefined();
      expect(again.data).toEqual(first.data);
      expect(again.data).toEqual((await reference.gql(LISTING, variables)).data);
    }
  });

  it("follow an agent's change of customer and a change of display currency within one session", async () => {
    const { remembering, reference } = await both('AG001');
    const select = (client: ShopClient, id: string) =>
      client.gql(`mutation { customerSelect(input: { customerId: "${id}" }) { userErrors { code } } }`);
    const answers: unknown[] = [];
    for (const step of [() => select(remembering, '2'), () => select(remembering, '6'), () => remembering.gql('mutation { displayCurrencySet(input: { currency: GBP }) { currency } }')]) {
      await step();
      const mine = await remembering.gql(LISTING, { page: 1 });
      await remembering.gql(LISTING, { page: 1 });
      answers.push(mine.data);
    }
    await select(reference, '2');
    expect(answers[0]).toEqual((await reference.gql(LISTING, { page: 1 })).data);
    await select(reference, '6');
    expect(answers[1]).toEqual((await reference.gql(LISTING, { page: 1 })).data);
    await reference.gql('mutation { displayCurrencySet(input: { currency: GBP }) { currency } }');
    expect(answers[2]).toEqual((await reference.gql(LISTING, { page: 1 })).data);
    // Customer 2's discounts and customer 6's prices differ, and GBP shows another amount.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(3);
  });

  it('send a reply found again as it was sent, in the encoding the client asks for, and keep one copy per encoding', async () => {
    const { remembering, reference } = await both('CL002');
    // A page of 30 products: larger than what the compression would stream by default (4-8 KB).
    const query = LISTING.replace('pageSize: 8', 'pageSize: 30');
    const variables = { f: { brands: [] }, page: 1 };
    const expected = (await reference.gql(query, variables)).data;
    const ask = async (acceptEncoding: string | null) => {
      const res = await request(`${stack.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: remembering.host,
          cookie: remembering.sessionCookie,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const raw = Buffer.from(await res.body.arrayBuffer());
      const encoding = res.headers['content-encoding'];
      const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      return { encoding, vary: String(res.headers.vary ?? ''), length: Number(res.headers['content-length']), bytes: raw.length, data: JSON.parse(text.toString()).data };
    };
    const held: Record<string, number> = {};
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], [null, undefined]] as const) {
      const [hits, used] = [memo().hits, memo().used];
      const first = await ask(acceptEncoding);
      held[encoding ?? 'identity'] = memo().used - used;
      const again = await ask(acceptEncoding);
      expect(memo().hits, String(acceptEncoding)).toBe(hits + 1);
      expect([first.encoding, again.encoding]).toEqual([encoding, encoding]);
      expect(again.data).toEqual(expected);
      expect(first.data).toEqual(expected);
      expect(again.length).toBe(again.bytes);
      expect(again.bytes).toBe(first.bytes);
      if (encoding) expect(again.vary).toMatch(/accept-encoding/i);
    }
    // Kept compressed: the same key, a far smaller reply than the JSON text.
    const json = JSON.stringify({ data: expected }).length;
    expect(json).toBeGreaterThan(8192);
    expect(held.br).toBeLessThan(held.identity! - json / 2);
    expect(held.gzip).toBeLessThan(held.identity! - json / 2);
  });

  it('never keep a reply refused for its size', async () => {
    const tight = await startStack({ reuseUpstream: stack, env: { REPLY_LIMIT_MB: '0.001' } });
    try {
      const client = new ShopClient(tight.baseUrl);
      for (let i = 0; i < 2; i++) expect((await client.gql(LISTING, { page: 1 })).errors?.[0]?.extensions?.code).toBe('REPLY_TOO_LARGE');
      expect(tight.gateway.replyMemo!.count).toBe(0);
    } finally {
      await tight.close();
    }
  });

  it('leave queries with fields of the cart or of the clock to run every time, and never keep errors', async () => {
    const { remembering } = await both('CL002');
    const count = memo().count;
    const withCart = '{ products(pageSize: 3) { items { id inCart maxQuantity } } }';
    const withClock = '{ tenant { maintenance { active } } products(pageSize: 3) { totalCount } }';
    const refused = '{ products(page: 0) { totalCount } }';
    for (const query of [withCart, withClock, refused, withCart]) await remembering.gql(query);
    expect((await remembering.gql(refused)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(memo().count).toBe(count);
  });
});
