import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The listing's company-specific parts against the reference upstream: SCHOOL and OUTLET
// (company 1), 'Consigliati' (company 1), prices under company 4's showPrice rule, and the
// 'Comunicazione' notice from the runtime configuration.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Item { id: string; tags: string[]; price: { price: { amount: number } } | null }
const LISTING = `query($f: ProductFilter) { products(filter: $f, pageSize: 100) { totalCount items { id tags price { price { amount } } } } }`;
const list = async (client: ShopClient, f: Record<string, unknown> = {}) =>
  (await client.gql<{ products: { totalCount: number; items: Item[] } }>(LISTING, { f })).data!.products;

describe('SCHOOL and OUTLET toggles', () => {
  it('keep the products tagged SCHOOL or OUTLET on company 1', async () => {
    const client = new ShopClient(stack.baseUrl);
    const all = await list(client);
    for (const tag of ['SCHOOL', 'OUTLET'] as const) {
      const toggled = await list(client, { [tag.toLowerCase()]: true });
      const expected = all.items.filter((i) => i.tags.includes(tag)).map((i) => i.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(toggled.items.map((i) => i.id)).toEqual(expected);
    }
  });

  it('offer only the promo sizes of an outlet product', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const outlet = await list(client, { outlet: true });
    const DETAIL = `query($id: ID!) { product(id: $id) { all: variations { sizes { id promo } } outlet: variations(outlet: true) { sizes { id promo } } } }`;
    let narrowed = 0;
    for (const item of outlet.items.slice(0, 8)) {
      const p = (await client.gql<{ product: { all: { sizes: { id: string; promo: boolean }[] }[]; outlet: { sizes: { id: string; promo: boolean }[] }[] } }>(DETAIL, { id: item.id })).data!.product;
      const outletSizes = p.outlet.flatMap((v) => v.sizes);
      expect(outletSizes.every((s) => s.promo)).toBe(true);
      expect(outletSizes.map((s) => s.id)).toEqual(p.all.flatMap((v) => v.sizes).filter((s) => s.promo).map((s) => s.id));
      if (outletSizes.length < p.all.flatMap((v) => v.sizes).length) narrowed += 1;
    }
    expect(narrowed).toBeGreaterThan(0);
  });

  it('are ignored where the company has none (company 2)', async () => {
    const client = new ShopClient(stack.baseUrl, 2);
    const all = await list(client);
    expect((await list(client, { school: true, outlet: true })).totalCount).toBe(all.totalCount);
  });
});

describe("'Consigliati'", () => {
  it("lists CL001's recommended products on company 1 only", async () => {
    const one = new ShopClient(stack.baseUrl);
    await one.login('CL001');
    expect((await list(one, { recommended: true })).totalCount).toBe(8);
    const two = new ShopClient(stack.baseUrl, 2);
    await two.login('CL001');
    expect((await list(two, { recommended: true })).totalCount).toBe(0);
    // Logged out, nobody has recommendations.
    expect((await list(new ShopClient(stack.baseUrl), { recommended: true })).totalCount).toBe(0);
  });
});

describe('company 4 prices', () => {
  it('are hidden from CL004 (showPrice 0) and shown to a customer with showPrice 1', async () => {
    const cl004 = new ShopClient(stack.baseUrl, 4);
    await cl004.login('CL004');
    const hidden = await list(cl004);
    expect(hidden.items.length).toBeGreaterThan(0);
    expect(hidden.items.every((i) => i.price === null)).toBe(true);
    const cl001 = new ShopClient(stack.baseUrl, 4);
    await cl001.login('CL001');
    expect((await list(cl001)).items.every((i) => i.price !== null && i.price.price.amount > 0)).toBe(true);
  });
});

describe("the 'Comunicazione' notice", () => {
  it('is the configured text, and null without one', async () => {
    expect((await new ShopClient(stack.baseUrl).gql<{ shopNotice: string | null }>('{ shopNotice }')).data!.shopNotice).toBeNull();
    const text = 'Dal 24 dicembre al 6 gennaio il magazzino resta chiuso.';
    const noticed = await startStack({ reuseUpstream: stack, env: { SHOP_NOTICE: text } });
    try {
      expect((await new ShopClient(noticed.baseUrl).gql<{ shopNotice: string | null }>('{ shopNotice }')).data!.shopNotice).toBe(text);
    } finally {
      await noticed.close();
    }
  });
});
