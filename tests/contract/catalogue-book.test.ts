import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

async function get(path: string, tenant: 1 | 2 | 3 | 4 = 1) {
  const port = new URL(stack.baseUrl).port;
  const host = tenant === 1 ? `localhost:${port}` : `t${tenant}.localhost:${port}`;
  const res = await request(`${stack.baseUrl}${path}`, { headers: { host } });
  const body = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body };
}

interface BookData {
  tenant: {
    catalogueBook: {
      pageCount: number;
      pageUrlPattern: string;
      pdf: { url: string } | null;
      suppliers: { name: string; url: string }[];
      colourCharts: { name: string; url: string }[];
    } | null;
    salesTerms: { firstParcel: { formatted: string }; pickupHandling: { amount: number } };
  };
}

const QUERY = `{ tenant { catalogueBook { pageCount pageUrlPattern pdf { url } suppliers { name url } colourCharts { name url } }
  salesTerms { firstParcel { formatted } pickupHandling { amount } } } }`;

describe('the printed catalogue, relayed by the gateway', () => {
  it('describes 182 pages, the full PDF, four supplier catalogues and the colour charts with gateway addresses', async () => {
    const res = await new ShopClient(stack.baseUrl).gql<BookData>(QUERY);
    expect(res.errors).toBeUndefined();
    const book = res.data?.tenant.catalogueBook;
    expect(book?.pageCount).toBe(182);
    expect(book?.pageUrlPattern).toBe('/catalogue/pages/{n}.svg');
    expect(book?.pdf?.url).toBe('/catalogue/catalogo.pdf');
    expect(book?.suppliers).toHaveLength(4);
    expect(book?.colourCharts.length).toBeGreaterThan(0);
    for (const f of [...(book?.suppliers ?? []), ...(book?.colourCharts ?? [])]) {
      expect(f.url).toMatch(/^\/catalogue\/(suppliers|colours)\/[\w.-]+\.pdf$/);
    }
    expect(res.data?.tenant.salesTerms.firstParcel.formatted).toBe('12,90 €');
    expect(res.data?.tenant.salesTerms.pickupHandling.amount).toBe(2);
  });

  it('serves pages as SVG and the PDFs as PDF, for every company', async () => {
    for (const tenant of [1, 2, 3, 4] as const) {
      const page = await get('/catalogue/pages/50.svg', tenant);
      expect(page.status).toBe(200);
      expect(page.type).toBe('image/svg+xml');
      expect(page.body.toString('utf8')).toMatch(/^<svg[^>]+width="450" height="650"/);
    }
    const res = await new ShopClient(stack.baseUrl).gql<BookData>(QUERY);
    const book = res.data?.tenant.catalogueBook;
    for (const url of ['/catalogue/catalogo.pdf', book?.suppliers[0]?.url, book?.colourCharts[0]?.url]) {
      const pdf = await get(String(url));
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers 404 for pages outside 1..182 and files not in the index, without asking for anything else', async () => {
    for (const path of [
      '/catalogue/pages/0.svg',
      '/catalogue/pages/183.svg',
      '/catalogue/pages/1000.svg',
      '/catalogue/pages/-1.svg',
      '/catalogue/pages/1.png',
      '/catalogue/pages/..%2Findex.svg',
      '/catalogue/suppliers/unknown.pdf',
      '/catalogue/colours/..%2F..%2Findex',
      '/catalogue/colours/nope.pdf',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
