import { Client, fetchExchange } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Bulk reads by article code, with an API key and a third-party client, as an ERP sync reads.

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 30 });
  const owner = new ShopClient(stack.baseUrl);
  expect((await owner.login('CL002')).data?.login.userErrors).toEqual([]);
  const created = await owner.gql<{ apiKeyCreate: { key: string } }>('mutation { apiKeyCreate(input: { name: "sync" }) { key } }');
  client = new Client({
    url: `${stack.baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers: { authorization: `Bearer ${created.data?.apiKeyCreate.key}` } },
  });
});
afterAll(async () => {
  await stack?.close();
});

interface Size {
  id: string;
  sku: string;
  stock: number | null;
  arrivals: number | null;
  price: { price: { amount: number } } | null;
}
interface Listed {
  products: { items: { id: string; sku: string; variations: { color: string; sizes: Size[] }[] }[] };
}
interface Read {
  code: string;
  found: boolean;
  product: { id: string } | null;
  articleId: string | null;
  price: { price: { amount: number } } | null;
  stock: number | null;
  arrivals: number | null;
  available: number | null;
}

const LISTED = '{ products(pageSize: 30) { items { id sku variations { color sizes { id sku stock arrivals price { price { amount } } } } } } }';
const ARTICLES = 'query($codes: [String!]!) { articles(codes: $codes) { code found product { id } articleId price { price { amount } } stock arrivals available } }';

describe('articles(codes:)', () => {
  it("reads every size as the product grid shows it to the key's owner, in the order asked", async () => {
    const listed = await client.query<Listed>(LISTED, {}).toPromise();
    expect(listed.error).toBeUndefined();
    const sizes = listed.data!.products.items.flatMap((p) => p.variations.flatMap((v) => v.sizes.map((s) => ({ ...s, productId: p.id }))));
    expect(sizes.length).toBeGreaterThan(40);
    const codes = [...sizes.map((s) => s.sku.toLowerCase()), 'NON-ESISTE'];
    const read = await client.query<{ articles: Read[] }>(ARTICLES, { codes }).toPromise();
    expect(read.error).toBeUndefined();
    const rows = read.data!.articles;
    expect(rows.map((r) => r.code)).toEqual(codes);
    sizes.forEach((s, i) => {
      expect(rows[i]).toEqual({
        code: codes[i],
        found: true,
        product: { id: s.productId },
        articleId: s.id,
        price: s.price,
        stock: s.stock,
        arrivals: s.arrivals,
        available: (s.stock ?? 0) + (s.arrivals ?? 0),
      });
    });
    expect(rows.at(-1)).toMatchObject({ code: 'NON-ESISTE', found: false, product: null, price: null, stock: null });
    // A product code with sizes names the product, not an article.
    const product = listed.data!.products.items.find((p) => p.variations.length > 0)!;
    const byProductCode = await client.query<{ articles: Read[] }>(ARTICLES, { codes: [product.sku] }).toPromise();
    expect(byProductCode.data?.articles[0]).toMatchObject({ found: false, product: { id: product.id }, articleId: null });
  });

  it('refuses more than 500 codes with BAD_USER_INPUT', async () => {
    const codes = Array.from({ length: 501 }, (_, i) => `X${i}`);
    const read = await client.query(ARTICLES, { codes }).toPromise();
    expect(read.error?.graphQLErrors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(read.error?.graphQLErrors[0]?.message).toBe('Al massimo 500 codici per richiesta');
    const most = await client.query<{ articles: Read[] }>(ARTICLES, { codes: codes.slice(0, 500) }).toPromise();
    expect(most.data?.articles).toHaveLength(500);
  });
});

describe('product(sku:)', () => {
  it("finds a product by its code or a size's sku, and wants exactly one of id and sku", async () => {
    const listed = await client.query<Listed>(LISTED, {}).toPromise();
    const product = listed.data!.products.items.find((p) => p.variations.length > 0)!;
    const bySku = 'query($sku: String!) { product(sku: $sku) { id } }';
    expect((await client.query(bySku, { sku: product.sku.toLowerCase() }).toPromise()).data).toEqual({ product: { id: product.id } });
    const sizeSku = product.variations[0]!.sizes[0]!.sku;
    expect((await client.query(bySku, { sku: sizeSku }).toPromise()).data).toEqual({ product: { id: product.id } });
    expect((await client.query(bySku, { sku: 'NON-ESISTE' }).toPromise()).data).toEqual({ product: null });
    const both = await client.query(`{ product(id: "${product.id}", sku: "${product.sku}") { id } }`, {}).toPromise();
    expect(both.error?.graphQLErrors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
