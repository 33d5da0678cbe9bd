import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { descriptionAliasQuery, REVIEWS_FAN_OUT_QUERY } from '../support/hostile-queries.ts';
import { startCountingProxy } from '../support/counting-proxy.ts';

// The floods of a small query seen against the landed shop, each replayed against the real stack.
let upstream: Stack;
let stack: Stack;
let tight: Stack;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;

beforeAll(async () => {
  upstream = await startStack({ productsPerCompany: 30 });
  proxy = await startCountingProxy(upstream.upstreamUrl);
  stack = await startStack({ reuseUpstream: upstream, env: { UPSTREAM_URL: proxy.url } });
  // A gateway whose reply limit a listing page passes over (10 KB).
  tight = await startStack({ reuseUpstream: upstream, env: { REPLY_LIMIT_MB: '0.01' } });
}, 180_000);

afterAll(async () => {
  await tight?.close();
  await stack?.close();
  await proxy?.close();
  await upstream?.close();
});

const codes = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.map((e) => e.extensions?.code);

const ADD_REVIEW = `mutation($i: ProductReviewInput!) {
  productReviewAdd(input: $i) { message userErrors { field code message } }
}`;
type AddReview = { productReviewAdd: { message: string | null; userErrors: { field: string[] | null; code: string; message: string }[] } };

describe('a small query cannot flood the gateway', () => {
  it('refuses the 482-byte query of twenty description aliases before running it', async () => {
    const res = await new ShopClient(stack.baseUrl).gql(descriptionAliasQuery());
    expect(codes(res)).toEqual(['QUERY_TOO_COSTLY']);
    expect(res.errors?.[0]?.message).toMatch(/^Richiesta troppo costosa: costo \d+, il limite è 50000$/);
    expect(res.data ?? null).toBeNull();
  });

  it('refuses a reply over the configured size instead of sending it', async () => {
    const res = await new ShopClient(tight.baseUrl).gql('{ products(pageSize: 30) { items { id sku name descriptionHtml fullDescription } } }');
    expect(codes(res)).toEqual(['REPLY_TOO_LARGE']);
    expect(res.data ?? null).toBeNull();
    // A small reply still goes through.
    expect((await new ShopClient(tight.baseUrl).gql<{ ping: boolean }>('{ ping }')).data?.ping).toBe(true);
  });

  it('refuses the 93-byte reviews query by the real bound of reviews, without asking the ERP', async () => {
    const before = proxy.count('getReviews');
    const res = await new ShopClient(stack.baseUrl).gql(REVIEWS_FAN_OUT_QUERY);
    expect(codes(res)).toEqual(['QUERY_TOO_COSTLY']);
    expect(proxy.count('getReviews') - before).toBe(0);
  });

  it("asks the ERP for a whole page's reviews once, and not again while the catalogue lasts", async () => {
    const query = '{ products(pageSize: 30) { items { id reviews(limit: 2) { name } related(limit: 10) { reviews(limit: 2) { name } } } } }';
    const before = proxy.count('getReviews');
    const first = await new ShopClient(stack.baseUrl).gql<{ products: { items: { related: unknown[] }[] } }>(query);
    expect(first.errors).toBeUndefined();
    const fields = (first.data?.products.items ?? []).reduce((n, p) => n + 1 + p.related.length, 0);
    expect(fields).toBeGreaterThan(100);
    expect(proxy.count('getReviews') - before).toBe(1);
    await new ShopClient(stack.baseUrl).gql(query);
    expect(proxy.count('getReviews') - before).toBe(1);
  });
});

describe('reviews are bounded', () => {
  it('refuses a 900 KB message with a clear message, and the ERP stores nothing', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const before = proxy.count('setReview');
    const res = await client.gql<AddReview>(ADD_REVIEW, { i: { productId: '3', name: 'Mario', message: 'x'.repeat(900_000) } });
    expect(res.data?.productReviewAdd).toEqual({
      message: null,
      userErrors: [{ field: ['input', 'message'], code: 'TOO_LONG', message: 'Testo troppo lungo: al massimo 2000 caratteri' }],
    });
    expect(proxy.count('setReview') - before).toBe(0);
  });

  it('shows a review at once, and takes at most 10 of one user per hour', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL002');
    const reviewsOf4 = async () =>
      (await client.gql<{ product: { reviews: { message: string }[] } }>('{ product(id: "4") { reviews(limit: 20) { message } } }')).data?.product.reviews ?? [];
    expect(await reviewsOf4()).toEqual([]);
    for (let i = 1; i <= 10; i++) {
      const res = await client.gql<AddReview>(ADD_REVIEW, { i: { productId: '4', name: 'Anna', message: `Recensione ${i}` } });
      expect(res.data?.productReviewAdd.userErrors).toEqual([]);
    }
    expect((await reviewsOf4())[0]?.message).toBe('Recensione 10');
    const eleventh = await client.gql<AddReview>(ADD_REVIEW, { i: { productId: '4', name: 'Anna', message: 'Recensione 11' } });
    expect(codes(eleventh)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await reviewsOf4()).toHaveLength(10);
  });
});
