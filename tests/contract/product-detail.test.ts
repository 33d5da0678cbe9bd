import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Fields the product page needs for a product without variations (demo product 6): what is in
// the cart, how many more may be ordered and the availability text, all computed by the gateway.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});
afterAll(async () => {
  await stack?.close();
});

interface Whole {
  variations: unknown[];
  articleId: string;
  stock: number | null;
  inCart: number;
  maxQuantity: number;
  availabilityText: string;
}

const WHOLE = '{ product(id: "6") { variations { color } articleId stock inCart maxQuantity availabilityText } }';

describe('product without variations', () => {
  it('follows the cart in inCart, maxQuantity and the availability text', async () => {
    const client = new ShopClient(stack.baseUrl);
    expect((await client.login('CL001')).data?.login.userErrors).toEqual([]);
    const before = (await client.gql<{ product: Whole }>(WHOLE)).data!.product;
    expect(before.variations).toEqual([]);
    expect(before.inCart).toBe(0);
    const stock = before.stock!;
    expect(stock).toBeGreaterThan(5);
    expect(before.maxQuantity).toBe(stock);
    expect(before.availabilityText).toBe(stock > 500 ? '500+' : String(stock));

    const added = await client.gql<{ cartLinesAdd: { userErrors: unknown[] } }>(
      'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
      { input: { lines: [{ productId: '6', articleId: null, quantity: 2 }] } },
    );
    expect(added.data?.cartLinesAdd.userErrors).toEqual([]);
    const after = (await client.gql<{ product: Whole }>(WHOLE)).data!.product;
    expect(after.inCart).toBe(2);
    expect(after.maxQuantity).toBe(stock - 2);
  });

  it('gives an anonymous visitor, who has no cart, the whole stock as the limit', async () => {
    const res = await new ShopClient(stack.baseUrl).gql<{ product: Whole | null }>(WHOLE);
    expect(res.errors).toBeUndefined();
    const product = res.data!.product!;
    expect(product.inCart).toBe(0);
    // Quantities are visible to logged-out visitors in the default configuration (spec §6).
    expect(product.stock).not.toBeNull();
    expect(product.maxQuantity).toBe(product.stock);
  });
});
