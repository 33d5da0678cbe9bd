import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The demo catalogue as `npm start` seeds it (300 products a company): what buyers search in.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 300 });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

interface Item { sku: string; name: string; category: string | null; price: { price: { formatted: string } } | null }
interface Found { totalCount: number; items: Item[]; facets: { categories: { value: string; count: number }[] } }

const SEARCH = `query($name: String) { products(filter: { name: $name }, pageSize: 42) {
  totalCount items { sku name category price { price { formatted } } } facets { categories { value count } } } }`;

const SUGGEST = `query($text: String!, $limit: Int) { searchSuggestions(text: $text, limit: $limit) {
  totalCount products { sku name image { url } price { price { formatted } } } categories { value count } } }`;

async function search(name: string, client = new ShopClient(stack.baseUrl)): Promise<Found> {
  const res = await client.gql<{ products: Found }>(SEARCH, { name });
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}

const categoryCount = async (category: string) =>
  (await search('')).facets.categories.find((c) => c.value === category)?.count ?? 0;

describe('search as buyers type it (demo catalogue)', () => {
  it.each<[string, string, string]>([
    ['a plural', 'felpe', 'Felpe'],
    ['two letters swapped', 'feple', 'Felpe'],
    ['the singular', 'felpa', 'Felpe'],
    ['joined', 'tshirt', 'T-shirt'],
    ['spaced', 't shirt', 'T-shirt'],
    ['hyphenated, in capitals', 'T-SHIRT', 'T-shirt'],
    ['a plural of a category with a hard c', 'giacche', 'Giacche'],
    ['a plural in -i', 'pantaloni', 'Pantaloni'],
  ])('%s: %s finds the whole category %s, and only it', async (_what, text, category) => {
    const found = await search(text);
    expect(found.totalCount).toBe(await categoryCount(category));
    expect(found.items.every((i) => i.category === category)).toBe(true);
  });

  it('a typo finds what the word finds (urbn → urban)', async () => {
    const urban = await search('urban');
    expect(urban.totalCount).toBeGreaterThan(0);
    expect((await search('urbn')).items.map((i) => i.sku)).toEqual(urban.items.map((i) => i.sku));
  });

  it('several words must all match, the colour among them (felpa nera)', async () => {
    const black = await search('felpa nera');
    expect(black.totalCount).toBeGreaterThan(0);
    expect(black.totalCount).toBeLessThan(await categoryCount('Felpe'));
    expect(black.items.every((i) => i.category === 'Felpe')).toBe(true);
    expect((await search('nere felpe')).totalCount).toBe(black.totalCount);
  });

  it('a code typed in lower case puts its product first', async () => {
    const [product] = (await search('')).items;
    const found = await search(product!.sku.toLowerCase());
    expect(found.items[0]!.sku).toBe(product!.sku);
  });

  it("an article's code (a size of a colour) typed in lower case finds its product first", async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.gql<{ products: { items: { sku: string; variations: { sizes: { sku: string }[] }[] }[] } }>(
      '{ products(filter: { category: ["Felpe"] }, pageSize: 1) { items { sku variations { sizes { sku } } } } }',
    );
    const product = res.data!.products.items[0]!;
    const article = product.variations[0]!.sizes[0]!.sku;
    expect(article).not.toBe(product.sku);
    expect((await search(article.toLowerCase())).items[0]!.sku).toBe(product.sku);
  });

  it('precision: the first page of felpa is all felpe', async () => {
    const found = await search('felpa');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((i) => i.category === 'Felpe' && /felpa/i.test(i.name))).toBe(true);
  });

  it("the facets count the search's matches", async () => {
    const found = await search('felpa nera');
    expect(found.facets.categories.filter((c) => c.count > 0)).toEqual([{ value: 'Felpe', count: found.totalCount }]);
  });
});

describe('searchSuggestions', () => {
  it("suggests the listing's first products with this viewer's price, and the categories of the matches", async () => {
    const client = new ShopClient(stack.baseUrl);
    expect((await client.login('CL002')).data!.login.userErrors).toEqual([]);
    const res = await client.gql<{ searchSuggestions: { totalCount: number; products: Item[]; categories: { value: string; count: number }[] } }>(
      SUGGEST, { text: 'felp', limit: 5 },
    );
    const suggestions = res.data!.searchSuggestions;
    const listing = await search('felp', client);
    expect(suggestions.totalCount).toBe(listing.totalCount);
    expect(suggestions.products.map((p) => p.sku)).toEqual(listing.items.slice(0, 5).map((i) => i.sku));
    expect(suggestions.products[0]!.price!.price.formatted).toBe(listing.items[0]!.price!.price.formatted);
    expect(suggestions.categories).toEqual([{ value: 'Felpe', count: listing.totalCount }]);
  });

  it('suggests nothing under two letters, and at most ten products', async () => {
    const client = new ShopClient(stack.baseUrl);
    const one = await client.gql<{ searchSuggestions: { totalCount: number } }>(SUGGEST, { text: 'f' });
    expect(one.data!.searchSuggestions.totalCount).toBe(0);
    const many = await client.gql<{ searchSuggestions: { products: Item[] } }>(SUGGEST, { text: 'shirt', limit: 500 });
    expect(many.data!.searchSuggestions.products.length).toBe(10);
  });

  it('costs its limit: a document asking for more than the budget is refused before it runs', async () => {
    // 19 aliases (under the alias limit), each up to 10 products × 10 variations × 10 sizes.
    const fields = Array.from(
      { length: 19 },
      (_, i) => `s${i}: searchSuggestions(text: "felpa", limit: 10) { products { variations { sizes { id name } } } }`,
    );
    const res = await new ShopClient(stack.baseUrl).gql(`{ ${fields.join(' ')} }`);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
  });
});
