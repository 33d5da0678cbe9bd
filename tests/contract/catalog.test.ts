import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Facet { value: string; count: number; selected: boolean }
interface Listing {
  products: {
    totalCount: number; pageCount: number; page: number;
    items: { id: string; sku: string; name: string; category: string | null; brand: string | null; price: { price: { amount: number; formatted: string }; oldPrice: { amount: number } | null } | null; image: { url: string } | null }[];
    facets: { categories: Facet[]; brands: Facet[]; sizes: Facet[]; colors: Facet[]; tags: Facet[]; promoCount: number };
  };
}

const LISTING = `query($f: ProductFilter, $page: Int, $size: Int) {
  products(filter: $f, page: $page, pageSize: $size) {
    totalCount pageCount page
    items { id sku name category brand image { url } price { price { amount formatted } oldPrice { amount } } }
    facets { categories { value count selected } brands { value count selected } sizes { value count selected } colors { value count selected } tags { value count selected } promoCount }
  }
}`;

const list = (client: ShopClient, f: Record<string, unknown> = {}, page = 1, size = 42) =>
  client.gql<Listing>(LISTING, { f, page, size });

describe('products listing', () => {
  it('pages the catalogue on the server, 42 by default', async () => {
    const res = await list(new ShopClient(stack.baseUrl));
    const p = res.data!.products;
    expect(p.items.length).toBe(Math.min(42, p.totalCount));
    expect(p.pageCount).toBe(Math.ceil(p.totalCount / 42));
    const last = await list(new ShopClient(stack.baseUrl), {}, p.pageCount);
    expect(last.data!.products.items.length).toBe(p.totalCount - (p.pageCount - 1) * 42);
  });

  it('filters by category then brand, with facet counts that match the results', async () => {
    const client = new ShopClient(stack.baseUrl);
    const all = (await list(client)).data!.products;
    const category = [...all.facets.categories].sort((a, b) => b.count - a.count)[0]!;
    const byCategory = (await list(client, { category: [category.value] })).data!.products;
    expect(byCategory.totalCount).toBe(category.count);
    expect(byCategory.items.every((i) => i.category === category.value)).toBe(true);
    // The category widget still offers the other categories with their own counts.
    expect(byCategory.facets.categories).toEqual(all.facets.categories.map((f) => ({ ...f, selected: f.value === category.value })));

    const brand = [...byCategory.facets.brands].sort((a, b) => b.count - a.count)[0]!;
    const both = (await list(client, { category: [category.value], brands: [brand.value] })).data!.products;
    expect(both.totalCount).toBe(brand.count);
    expect(both.items.every((i) => i.brand === brand.value && i.category === category.value)).toBe(true);
    expect(both.totalCount).toBeLessThanOrEqual(byCategory.totalCount);
  });

  it("ignores 'all' and empty values, and accepts pipe-separated lists", async () => {
    const client = new ShopClient(stack.baseUrl);
    const all = (await list(client)).data!.products;
    expect((await list(client, { category: ['all'], brands: [''] })).data!.products.totalCount).toBe(all.totalCount);
    const [a, b] = all.facets.categories;
    const piped = (await list(client, { category: [`${a!.value}|${b!.value}`] })).data!.products;
    expect(piped.totalCount).toBe(a!.count + b!.count);
  });

  it('searches sku and name case-insensitively', async () => {
    const client = new ShopClient(stack.baseUrl);
    const first = (await list(client)).data!.products.items[0]!;
    const bySku = (await list(client, { name: first.sku.toLowerCase() })).data!.products;
    expect(bySku.items.map((i) => i.id)).toContain(first.id);
    const none = (await list(client, { name: 'zzz-nessun-articolo' })).data!.products;
    expect([none.totalCount, none.items.length, none.pageCount]).toEqual([0, 0, 1]);
  });

  it('hides prices from anonymous visitors and shows them to a logged-in customer', async () => {
    const anon = (await list(new ShopClient(stack.baseUrl), {}, 1, 5)).data!.products;
    expect(anon.items.every((i) => i.price === null)).toBe(true);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const logged = (await list(client, {}, 1, 5)).data!.products;
    expect(logged.items.every((i) => i.price !== null && i.price.price.amount > 0)).toBe(true);
    expect(logged.items[0]!.price!.price.formatted).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  });

  it('serves product images through the gateway', async () => {
    const item = (await list(new ShopClient(stack.baseUrl), {}, 1, 1)).data!.products.items[0]!;
    expect(item.image?.url).toMatch(/^\/media\/images\//);
    const res = await fetch(`${stack.baseUrl}${item.image!.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\//);
  });
});

describe('product detail', () => {
  const DETAIL = `query($id: ID!) { product(id: $id) {
    id sku name descriptionHtml technicalSheetUrl files { name url type }
    variations { color name hex textColor sizes { id name unavailable stock arrivals availabilityText maxQuantity price { price { amount } } } }
    related(limit: 4) { id category }
    category
  } }`;

  it('returns visible colours and sizes with availability, and related products of the same category', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const items = (await list(client, {}, 1, 42)).data!.products.items;
    const withVariations = [];
    for (const item of items.slice(0, 10)) {
      const d = await client.gql<{ product: { descriptionHtml: string | null; variations: { textColor: string; hex: string; sizes: { availabilityText: string; stock: number | null; price: unknown }[] }[]; related: { category: string }[]; category: string; technicalSheetUrl: string | null } }>(DETAIL, { id: item.id });
      const product = d.data!.product;
      // The reply sends descriptions apart from the products: attached on the way in.
      expect(product.descriptionHtml).toMatch(/\S/);
      expect(product.technicalSheetUrl).toMatch(/\.pdf$/);
      expect(product.related.length).toBeLessThanOrEqual(4);
      expect(product.related.every((r) => r.category === product.category)).toBe(true);
      if (product.variations.length) withVariations.push(product);
    }
    expect(withVariations.length).toBeGreaterThan(0);
    for (const v of withVariations.flatMap((p) => p.variations)) {
      expect(['#000000', '#ffffff']).toContain(v.textColor);
      for (const s of v.sizes) {
        expect(s.stock).not.toBeNull();
        expect(s.price).not.toBeNull();
        expect(s.availabilityText).toMatch(/^(Non disponibile|Ultim.*|\d+|500\+)$/);
      }
    }
  });

  it('returns null for an unknown product', async () => {
    const d = await new ShopClient(stack.baseUrl).gql<{ product: unknown }>(DETAIL, { id: '99999999' });
    expect(d.data?.product).toBeNull();
  });
});
