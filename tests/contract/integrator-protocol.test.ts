// The protocol an integrator's client sees: costs in every reply, and GraphQL's own media type.
import { Client, fetchExchange } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';

// Limits that talk: each reply says its cost, a refusal says cost and limit with its own code,
// and a page size given in a variable is costed at its value.

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 8, env: { QUERY_COST_LIMIT: '2000' } });
  client = new Client({ url: `${stack.baseUrl}/graphql`, exchanges: [fetchExchange], requestPolicy: 'network-only', preferGetMethod: false });
});
afterAll(async () => {
  await stack?.close();
});

const PAGE = 'query Export($size: Int!) { products(pageSize: $size) { items { id sku name price { price { amount } } } } }';

describe('the cost of a query', () => {
  it('is reported in every reply, from the values of its variables', async () => {
    const small = await client.query(PAGE, { size: 20 }).toPromise();
    expect(small.error).toBeUndefined();
    // Each item: itself, three short fields and a price of two levels (3): 7.
    expect(small.extensions?.cost).toEqual({ requested: 1 + 20 * 7, limit: 2000 });
    const ping = await client.query('{ ping }', {}).toPromise();
    expect(ping.extensions?.cost).toEqual({ requested: 1, limit: 2000 });
  });

  it('refuses with QUERY_TOO_COSTLY, its cost and the limit, when the values make it too costly', async () => {
    // Each item: itself, three short fields and a description (20): 24.
    const costly = 'query Export($size: Int!) { a: products(pageSize: $size) { items { id sku name descriptionHtml } } }';
    const refused = await client.query(costly, { size: 100 }).toPromise();
    const error = refused.error?.graphQLErrors[0];
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_COSTLY', cost: 1 + 100 * 24, limit: 2000 });
    expect(error?.message).toBe('Richiesta troppo costosa (Export): costo 2401, il limite è 2000');
    // The same text with a smaller page runs.
    const fine = await client.query(costly, { size: 50 }).toPromise();
    expect(fine.error).toBeUndefined();
    expect(fine.extensions?.cost).toEqual({ requested: 1 + 50 * 24, limit: 2000 });
  });

  it('costs the codes of articles(codes:) one reply row each', async () => {
    const codes = Array.from({ length: 300 }, (_, i) => `X${i}`);
    const read = await client.query('query($codes: [String!]!) { articles(codes: $codes) { code found stock } }', { codes }).toPromise();
    expect(read.error).toBeUndefined();
    expect(read.extensions?.cost).toEqual({ requested: 300 * 4, limit: 2000 });
  });
});

describe('the media type of a reply', () => {
  const post = (accept?: string) =>
    fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: JSON.stringify({ query: '{ ping }' }),
    });

  it('is application/graphql-response+json for a client that asks for it, JSON otherwise', async () => {
    const own = await post('application/graphql-response+json, application/json;q=0.9');
    expect(own.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await own.json()).toMatchObject({ data: { ping: true } });
    expect((await post()).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await post('application/json')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
