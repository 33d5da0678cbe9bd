import { Client, fetchExchange, type AnyVariables } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// A page past the last of the listing, read by an integrator's program (a third-party client
// and an API key): an error naming the page, so that a "read until empty" loop ends.

let stack: Stack;
let key: string;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 12 });
  const owner = new ShopClient(stack.baseUrl);
  expect((await owner.login('CL001')).data?.login.userErrors).toEqual([]);
  const created = await owner.gql<{ apiKeyCreate: { key: string } }>('mutation { apiKeyCreate(input: { name: "export" }) { key } }');
  key = created.data!.apiKeyCreate.key;
});
afterAll(async () => {
  await stack?.close();
});

interface ListingReply {
  products: { page: number; pageCount: number; totalCount: number; items: { id: string }[] };
}

async function listing(variables: AnyVariables) {
  const client = new Client({
    url: `${stack.baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
  });
  const reply = await client
    .query('query($page: Int, $size: Int, $f: ProductFilter) { products(page: $page, pageSize: $size, filter: $f) { page pageCount totalCount items { id } } }', variables)
    .toPromise();
  return { data: reply.data as ListingReply | null | undefined, errors: reply.error?.graphQLErrors ?? [] };
}

describe('a page past the last', () => {
  it('of the listing is PAGE_OUT_OF_RANGE with the page asked and the last page', async () => {
    const first = await listing({ page: 1, size: 5 });
    expect(first.errors).toEqual([]);
    const { pageCount, totalCount } = first.data!.products;
    expect(pageCount).toBeGreaterThan(1);

    const last = await listing({ page: pageCount, size: 5 });
    expect(last.errors).toEqual([]);
    expect(last.data!.products.items.length).toBe(totalCount - (pageCount - 1) * 5);

    for (const page of [pageCount + 1, 9999]) {
      const past = await listing({ page, size: 5 });
      expect(past.data?.products).toBeUndefined();
      expect(past.errors.map((e) => e.extensions)).toEqual([{ code: 'PAGE_OUT_OF_RANGE', argument: 'page', page, lastPage: pageCount }]);
      expect(past.errors[0]?.message).toBe(`La pagina ${page} non esiste: l'ultima è la ${pageCount}`);
    }
  });

  it('lets a client read every page until the error, each product once', async () => {
    const seen: string[] = [];
    let page = 1;
    for (; page < 100; page += 1) {
      const reply = await listing({ page, size: 7 });
      if (reply.errors.length) {
        expect(reply.errors[0]?.extensions.code).toBe('PAGE_OUT_OF_RANGE');
        break;
      }
      seen.push(...reply.data!.products.items.map((p) => p.id));
    }
    const total = (await listing({ page: 1, size: 7 })).data!.products.totalCount;
    expect(page).toBe(Math.ceil(total / 7) + 1);
    expect(new Set(seen).size).toBe(total);
  });

  it('of an empty result: page 1 is the empty page, page 2 is past it', async () => {
    const none = { category: ['Nessuna categoria così'] };
    const empty = await listing({ page: 1, size: 5, f: none });
    expect(empty.errors).toEqual([]);
    expect(empty.data!.products).toMatchObject({ totalCount: 0, pageCount: 1, items: [] });
    const past = await listing({ page: 2, size: 5, f: none });
    expect(past.errors.map((e) => e.extensions)).toEqual([{ code: 'PAGE_OUT_OF_RANGE', argument: 'page', page: 2, lastPage: 1 }]);
  });
});
