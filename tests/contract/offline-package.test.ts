import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import type { OfflinePackage } from '@shop/offline-package';
import { productDetailData } from '../../web/src/features/offline/offline-product-answer.ts';
import { PRODUCT_SIZES, type ProductSizes } from './price-list-support.ts';

// The agent's offline package (issue 29, design §5.11): one compressed reply per customer, priced
// by the listing's own function, so that the device shows exactly the online prices.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 40 });
});
afterAll(async () => {
  await stack?.close();
});

interface Package {
  customer: { id: number; name: string };
  preparedAt: string;
  stockReadAt: string;
  expiresAt: string;
  showsPrices: boolean;
  features: Record<string, boolean>;
  catalogue: {
    products: { id: number[]; sku: string[]; price: Array<number | null> };
    articles: { product: number[]; sku: string[]; price: Array<number | null>; stock: number[] };
  };
  sites: Array<{ id: number; name: string }>;
  shippingModes: Array<{ id: number; description: string }>;
  paymentModes: Array<{ id: number; description: string; isDefault: boolean }>;
  pickupDates: string[];
}

async function loggedIn(user: string): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl, 1);
  expect((await client.login(user)).data?.login.userErrors).toEqual([]);
  return client;
}

async function fetchPackage(client: ShopClient, customerId: string, encoding = 'br, gzip') {
  const res = await request(`${stack.baseUrl}/offline/package?customerId=${customerId}`, {
    headers: { host: client.host, 'accept-encoding': encoding, ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}) },
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const enc = res.headers['content-encoding'];
  const text = enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw;
  return { status: res.statusCode, encoding: enc, bytes: raw.length, body: res.statusCode === 200 ? (JSON.parse(text.toString()) as Package) : null };
}

describe('offline package', () => {
  it('refuses a logged-out visitor, a customer not served and a malformed id', async () => {
    expect((await fetchPackage(new ShopClient(stack.baseUrl), '1')).status).toBe(401);
    const agent = await loggedIn('AG001');
    expect((await fetchPackage(agent, '900')).status).toBe(403);
    expect((await fetchPackage(agent, 'abc')).status).toBe(400);
    // A customer login gets its own package only.
    const cl001 = await loggedIn('CL001');
    expect((await fetchPackage(cl001, '2')).status).toBe(403);
    expect((await fetchPackage(cl001, '1')).status).toBe(200);
  });

  it('comes compressed, with sites, modes, payments, pickup dates and the stock reading time', async () => {
    const agent = await loggedIn('AG001');
    const br = await fetchPackage(agent, '2');
    expect(br.encoding).toBe('br');
    const gz = await fetchPackage(agent, '2', 'gzip');
    expect(gz.encoding).toBe('gzip');
    const pkg = br.body!;
    expect(pkg.customer.id).toBe(2);
    expect(pkg.sites).toHaveLength(3);
    expect(pkg.shippingModes.length).toBeGreaterThan(0);
    expect(pkg.paymentModes.length).toBeGreaterThan(0);
    expect(Date.parse(pkg.stockReadAt)).toBeLessThanOrEqual(Date.parse(pkg.preparedAt));
    // OFFLINE_TTL_DAYS, 7 by default.
    expect(Date.parse(pkg.expiresAt) - Date.parse(pkg.preparedAt)).toBe(7 * 86_400_000);
    expect(pkg.pickupDates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(pkg.catalogue.articles.stock.every((n) => n >= 0)).toBe(true);
    // The company's switches of the listing and the product page, as the gateway gives them online.
    const online = await agent.gql<{ tenant: { features: Record<string, boolean> } }>(
      '{ tenant { features { filterSidebar categoryFilter tagFilter colorSizeFilters schoolOutletToggles availabilityTable } } }',
    );
    expect(pkg.features).toEqual(online.data!.tenant.features);
    expect(pkg.features.schoolOutletToggles).toBe(true);
  });

  it.each(['1', '2', '3'])('gives AG001 for customer %s the online price of every article', async (customerId) => {
    const agent = await loggedIn('AG001');
    const pkg = (await fetchPackage(agent, customerId)).body!;
    expect(pkg.showsPrices).toBe(true);
    const chosen = await agent.gql<{ customerSelect: { userErrors: unknown[] } }>(
      'mutation($id: ID!) { customerSelect(input: { customerId: $id }) { userErrors { code } } }',
      { id: customerId },
    );
    expect(chosen.data?.customerSelect.userErrors).toEqual([]);
    const listed = await agent.gql<{ products: { totalCount: number } }>('{ products { totalCount } }');
    expect(pkg.catalogue.products.id).toHaveLength(listed.data!.products.totalCount);

    const offline = new Map(pkg.catalogue.articles.sku.map((sku, i) => [sku, pkg.catalogue.articles.price[i]]));
    let compared = 0;
    for (const [row, id] of pkg.catalogue.products.id.entries()) {
      const { product } = (await agent.gql<ProductSizes>(PRODUCT_SIZES, { id: String(id) })).data!;
      const sizes = product!.variations.flatMap((v) => v.sizes);
      // The listing's 'from' price too.
      expect(pkg.catalogue.products.price[row], String(id)).toBe(product!.price!.price.amount);
      const online = sizes.length ? sizes.map((s) => [s.sku, s.price!.price.amount] as const) : [[product!.sku, product!.price!.price.amount] as const];
      for (const [sku, price] of online) {
        expect(offline.has(sku), `${pkg.catalogue.products.sku[row]} ${sku}`).toBe(true);
        expect(offline.get(sku), sku).toBe(price);
        compared += 1;
      }
    }
    expect(compared).toBe(pkg.catalogue.articles.sku.length);
  });

  it('gives the device the product page pictures of every product and colour, with their texts, as online', async () => {
    const agent = await loggedIn('AG001');
    const pkg = (await fetchPackage(agent, '2')).body! as unknown as OfflinePackage;
    type Pictures = { product: { images: Picture[]; variations: Array<{ name: string; images: Picture[] }> } };
    type Picture = { url: string; alt: string };
    let colours = 0;
    for (const id of pkg.catalogue.products.id) {
      const online = (await agent.gql<Pictures>(
        'query($id: ID!) { product(id: $id) { images { url alt } variations { name images { url alt } } } }',
        { id: String(id) },
      )).data!.product;
      const offline = productDetailData(pkg, String(id), []).product!;
      const pictures = (list: readonly Picture[]) => list.map(({ url, alt }) => ({ url, alt }));
      expect(pictures(offline.images), String(id)).toEqual(online.images);
      expect(offline.variations.map((v) => ({ name: v.name, images: pictures(v.images) })), String(id)).toEqual(online.variations);
      colours += online.variations.length;
    }
    expect(colours).toBeGreaterThan(pkg.catalogue.products.id.length);
  });

  it.each([false, true])('offers the sizes and their promo marks as online, with outlet %s', async (outlet) => {
    const agent = await loggedIn('AG001');
    const pkg = (await fetchPackage(agent, '2')).body! as unknown as OfflinePackage;
    type Sizes = { product: { variations: Array<{ name: string; sizes: Array<{ sku: string; promo: boolean }> }> } };
    let promo = 0;
    for (const id of pkg.catalogue.products.id) {
      const online = (await agent.gql<Sizes>(
        'query($id: ID!, $outlet: Boolean) { product(id: $id) { variations(outlet: $outlet) { name sizes { sku promo } } } }',
        { id: String(id), outlet },
      )).data!.product;
      const offline = productDetailData(pkg, String(id), [], outlet).product!;
      expect(offline.variations.map((v) => ({ name: v.name, sizes: v.sizes.map(({ sku, promo: p }) => ({ sku, promo: p })) })), String(id)).toEqual(online.variations);
      promo += online.variations.flatMap((v) => v.sizes).filter((s) => s.promo).length;
    }
    expect(promo).toBeGreaterThan(0);
  });
});
