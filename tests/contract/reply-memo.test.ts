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
