import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let buyer: ShopClient;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 10 });
  buyer = new ShopClient(stack.baseUrl);
  await buyer.login('CL001');
});

afterAll(async () => {
  await stack?.close();
});

// What a hostile or broken client sends: any text (control characters, lone surrogates,
// very long), any number JSON can carry, ids that look right and ids that do not.
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', 'all', '|', '||||', '1', '-1', '0x10', '1e400', '\u0000', '../../etc', 'a'.repeat(5000)),
);
const int = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648), fc.integer({ min: -3, max: 50 }));
const anyNumber = fc.oneof(int, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(Number.MAX_SAFE_INTEGER * 4));
const id = fc.oneof(text, int.map(String), fc.constantFrom('1', '2', '3', '101', '999999999999999999999'));
const list = <T>(item: fc.Arbitrary<T>) => fc.oneof(fc.array(item, { maxLength: 5 }), fc.array(item, { minLength: 200, maxLength: 2_000 }));

/** The error codes of a reply; an answer without errors has none. */
async function codesOf(client: ShopClient, query: string, variables: Record<string, unknown>): Promise<string[]> {
  const res = await client.gql(query, variables);
  expect(res.status).toBeLessThan(500);
  return (res.errors ?? []).map((e) => e.extensions?.code ?? 'NONE');
}

const RUNS = { numRuns: 40, seed: 20261123 };

describe('generated inputs never produce an internal error', () => {
  it('in the listing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { brands: list(text), category: list(text), size: list(text), color: list(text), tag: list(text), name: text, promo: fc.boolean(), outlet: fc.boolean() },
          { requiredKeys: [] },
        ),
        anyNumber,
        anyNumber,
        async (filter, page, pageSize) => {
          const codes = await codesOf(
            new ShopClient(stack.baseUrl),
            'query($f: ProductFilter, $p: Int, $s: Int) { products(filter: $f, page: $p, pageSize: $s) { totalCount pageCount items { id } facets { brands { value } } } }',
            { f: filter, p: page, s: pageSize },
          );
          expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
          expect(codes).not.toContain('NONE');
        },
      ),
      RUNS,
    );
  });

  it('in the cart', async () => {
    const add = 'mutation($i: CartLinesAddInput!) { cartLinesAdd(input: $i) { addedQuantity userErrors { code } cart { itemCount } } }';
    const update = 'mutation($i: CartLineUpdateInput!) { cartLineUpdate(input: $i) { userErrors { code } cart { itemCount } } }';
    await fc.assert(
      fc.asyncProperty(
        list(fc.record({ productId: id, articleId: fc.option(id, { nil: undefined }), quantity: anyNumber }, { requiredKeys: ['productId', 'quantity'] })),
        fc.record({ lineId: id, quantity: anyNumber }),
        async (lines, line) => {
          for (const codes of [await codesOf(buyer, add, { i: { lines } }), await codesOf(buyer, update, { i: line })]) {
            expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
            expect(codes).not.toContain('NONE');
          }
        },
      ),
      RUNS,
    );
    const cart = await buyer.gql<{ cart: { itemCount: number } }>('{ cart { itemCount } }');
    expect(cart.errors).toBeUndefined();
  });
});
