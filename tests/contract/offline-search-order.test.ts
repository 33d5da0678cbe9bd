import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import type { OfflinePackage } from '../../web/src/features/offline/offline-package.ts';
import { listingCoreOf } from '../../web/src/features/offline/offline-listing-core.ts';
import { offlineListing } from '../../web/src/features/offline/offline-listing.ts';

// The device's search answers the listing in the gateway's order (issue 29: the listing and its
// search work offline as online): the same products, ranked alike, page by page.
let stack: Stack;
let agent: ShopClient;
let pkg: OfflinePackage;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 300 });
  agent = new ShopClient(stack.baseUrl, 1);
  expect((await agent.login('AG001')).data?.login.userErrors).toEqual([]);
  const chosen = await agent.gql<{ customerSelect: { userErrors: unknown[] } }>('mutation { customerSelect(input: { customerId: "2" }) { userErrors { code } } }');
  expect(chosen.data?.customerSelect.userErrors).toEqual([]);
  const res = await request(`${stack.baseUrl}/offline/package?customerId=2`, {
    headers: { host: agent.host, 'accept-encoding': 'br, gzip', cookie: agent.sessionCookie! },
  });
  expect(res.statusCode).toBe(200);
  const raw = Buffer.from(await res.body.arrayBuffer());
  const enc = res.headers['content-encoding'];
  pkg = JSON.parse((enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw).toString()) as OfflinePackage;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const PAGE_SIZE = 24;

async function onlinePage(name: string, page: number): Promise<{ ids: string[]; totalCount: number }> {
  const res = await agent.gql<{ products: { totalCount: number; items: Array<{ id: string }> } }>(
    'query($name: String, $page: Int, $pageSize: Int) { products(filter: { name: $name }, page: $page, pageSize: $pageSize) { totalCount items { id } } }',
    { name, page, pageSize: PAGE_SIZE },
  );
  expect(res.errors, name).toBeUndefined();
  return { ids: res.data!.products.items.map((p) => p.id), totalCount: res.data!.products.totalCount };
}

function devicePage(name: string, page: number): { ids: string[]; totalCount: number } {
  const answer = offlineListing(listingCoreOf(pkg), { name }, page, PAGE_SIZE);
  return { ids: answer.rows.map((row) => String(pkg.catalogue.products.id[row])), totalCount: answer.totalCount };
}

/**
 * Searches a buyer types: words of names, categories, brands and colours, two words, a word's
 * start, a plural, a typo, a material from the descriptions, codes whole and by their start, an
 * article's code and an alternative code.
 */
function searches(): string[] {
  const P = pkg.catalogue.products;
  const sku = P.sku[7]!;
  const alternative = (P.alternativeCodes ?? []).find(Boolean)?.split(' ')[0];
  expect(alternative, 'an alternative code in the demo catalogue').toBeDefined();
  return [
    ...['polo', 'felpa blu', 'cotone', 'organic', 'giacca', 'maglie', 'nero', 'ca', 'pol', 'felap', 't shirt', 'maglia rossa'],
    ...[P.brand[3]!, P.name[11]!, sku, sku.slice(0, 3), pkg.catalogue.articles.sku[20]!, alternative!],
  ];
}

describe("the device's search order", () => {
  it('gives the first pages of a search as the gateway does', async () => {
    let compared = 0;
    for (const name of searches()) {
      const first = await onlinePage(name, 1);
      expect(devicePage(name, 1), name).toEqual(first);
      if (first.totalCount > PAGE_SIZE) {
        expect(devicePage(name, 2), `${name}, page 2`).toEqual(await onlinePage(name, 2));
        compared += 1;
      }
    }
    // Searches long enough that the order decides what the first page shows.
    expect(compared).toBeGreaterThan(5);
  });
});
