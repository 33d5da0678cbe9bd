import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// A query the gateway has executed before is compiled (graphql-jit, GRAPHQL_JIT=1): its answers,
// errors and masking must not change from the first execution to the compiled ones.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 30 });
});

afterAll(async () => {
  await stack?.close();
});

const LISTING = `query($f: ProductFilter) { products(filter: $f, page: 1, pageSize: 5) {
  totalCount items { id sku price { price { formatted } } } facets { brands { value count selected } } } }`;

describe('compiled queries', () => {
  it('answer a repeated listing exactly as the first time, for a customer and a visitor', async () => {
    const customer = new ShopClient(stack.baseUrl);
    await customer.login('CL001');
    const visitor = new ShopClient(stack.baseUrl);
    for (const client of [customer, visitor]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await client.gql(LISTING, { f: { brands: [] } })).data);
      expect(answers[0]).toBeTruthy();
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    }
    const prices = (await customer.gql<{ products: { items: { price: unknown }[] } }>(LISTING)).data;
    const hidden = (await visitor.gql<{ products: { items: { price: unknown }[] } }>(LISTING)).data;
    expect(prices?.products.items.every((item) => item.price !== null)).toBe(true);
    expect(hidden?.products.items.every((item) => item.price === null)).toBe(true);
  });

  it('keep their error codes and masking on every execution', async () => {
    const visitor = new ShopClient(stack.baseUrl);
    for (let i = 0; i < 4; i++) {
      const res = await visitor.gql('{ checkoutCart { subtotal { amount } } }');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data?.checkoutCart ?? null).toBeNull();
    }
    for (let i = 0; i < 3; i++) {
      const res = await visitor.gql('query($d: Date) { pickupDates(from: $d) { dates } }', {
        d: 'not a date',
      });
      expect(res.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|BAD_USER_INPUT/);
    }
  });
});
