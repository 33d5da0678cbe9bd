import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { saveUpstreamCart } from './order-fixtures.ts';
import { cartCovering, pricedArticles, type Branch, type PricedArticle } from './price-parity-support.ts';

// The price a buyer sees in the cart (the gateway's engine, design §5.1) is the price of the
// order (the upstream's getWebAppAdjustCart): for each customer, a cart that goes through every
// step of the rule its data offers has the same unit prices in `cart` and in `checkoutCart`.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const CUSTOMERS = [
  { username: 'CL001', referenceId: 1001 },
  { username: 'CL002', referenceId: 1002 },
  { username: 'CL003', referenceId: 1003 },
] as const;

interface Prices {
  cart: { lines: Array<{ articleId: string; unitPrice: { price: { amount: number } } | null }> };
  checkoutCart: { lines: Array<{ articleId: string; unitPrice: { amount: number } | null }> } | null;
}

const PRICES = `{ cart { lines { articleId unitPrice { price { amount } } } }
  checkoutCart { lines { articleId unitPrice { amount } } } }`;

/** Every branch of the rule is exercised on every company by one of its three customers. */
const EVERY_BRANCH: Branch[] = [
  'S1_S2',
  'CUSTOMER_PRICE',
  'NO_DISCOUNT_BASE',
  'NO_DISCOUNT_PROMO',
  'CONDITION_FIXED',
  'CONDITION_PERCENT',
  'LAST_PRICE',
  'NO_VARIATIONS',
];

describe.each([1, 2, 4] as const)('company %i: cart and checkout unit prices', (company) => {
  const covered = new Set<Branch>();

  it.each(CUSTOMERS)('$username: the same unit price for every line', async ({ username, referenceId }) => {
    const cart: PricedArticle[] = cartCovering(await pricedArticles(stack.upstreamUrl, company, username));
    for (const a of cart) for (const b of a.branches) covered.add(b);
    expect(cart.length).toBeGreaterThan(3);
    await saveUpstreamCart(
      stack.upstreamUrl,
      company,
      referenceId,
      cart.map((a) => ({ productId: a.productId, articleId: a.articleId, quantity: 1 })),
    );
    const client = new ShopClient(stack.baseUrl, company);
    expect((await client.login(username)).data?.login.userErrors).toEqual([]);
    const res = await client.gql<Prices>(PRICES);
    expect(res.errors).toBeUndefined();
    const shown = new Map(res.data?.cart.lines.map((l) => [l.articleId, l.unitPrice?.price.amount ?? null]));
    const ordered = new Map(res.data?.checkoutCart?.lines.map((l) => [l.articleId, l.unitPrice?.amount ?? null]));
    const rows = cart.map((a) => ({
      article: a.articleId,
      branches: a.branches.join(' '),
      cart: shown.get(String(a.articleId)),
      checkout: ordered.get(String(a.articleId)),
    }));
    for (const row of rows) expect(typeof row.cart, `cart price of ${row.article}`).toBe('number');
    expect(rows.map((r) => ({ ...r, checkout: r.checkout ?? null }))).toEqual(
      rows.map((r) => ({ ...r, checkout: r.cart })),
    );
  });

  it('the three carts went through every step of the rule', () => {
    const expected = company === 2 ? [...EVERY_BRANCH, 'MARKUP'] : EVERY_BRANCH;
    expect([...covered].sort()).toEqual([...expected].sort());
  });
});
