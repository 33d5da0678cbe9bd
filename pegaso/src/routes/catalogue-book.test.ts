import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../testing/database.ts';
import { BOOK_PAGES, bookPages, slugOf, topSuppliers, type BookProduct } from '../reports/catalogue-book.ts';

const product = (sku: string, category: string, brand: string): BookProduct => ({
  sku, name: `Articolo ${sku}`, category, brand, colours: [{ color: 'NERO', hexColor: 0 }], sizes: ['S', 'M'],
});

describe('catalogue book plan', () => {
  it('has a cover, an opener per category, products one per page and a back cover: 182 pages', () => {
    const pages = bookPages([product('A1', 'Felpe', 'X'), product('A2', 'Felpe', 'Y'), product('B1', 'Polo', 'X')], 2026);
    expect(pages).toHaveLength(BOOK_PAGES);
    expect(pages.slice(0, 6).map((p) => p.kind)).toEqual(['cover', 'opener', 'product', 'product', 'opener', 'product']);
    expect(pages[5]?.kind === 'product' && pages[5].product.sku).toBe('B1');
    expect(pages[6]?.kind).toBe('notes');
    expect(pages[BOOK_PAGES - 1]?.kind).toBe('back');
  });

  it('cuts a long catalogue at 182 pages', () => {
    const many = Array.from({ length: 400 }, (_, i) => product(`P${String(i).padStart(3, '0')}`, i < 200 ? 'A' : 'B', 'X'));
    const pages = bookPages(many, 2026);
    expect(pages).toHaveLength(BOOK_PAGES);
    expect(pages.filter((p) => p.kind === 'product')).toHaveLength(BOOK_PAGES - 3);
  });

  it('names the four suppliers with most products, ties by name, and slugs brand names', () => {
    const list = ['D', 'C', 'C', 'B', 'B', 'A', 'E', 'E', 'E'].map((b, i) => product(`S${i}`, 'T', b));
    expect(topSuppliers(list)).toEqual(['E', 'B', 'C', 'A']);
    expect(slugOf("Sol's")).toBe('sol-s');
    expect(slugOf('Stanley/Stella')).toBe('stanley-stella');
  });
});

describe('catalogue book routes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 10 }));
  }, 120_000);
  afterAll(async () => close());

  it('lists pages, suppliers and colour charts, and serves each file', async () => {
    const index = (await app.inject('/1/catalogue/index')).json<{
      Pagine: number; Fornitori: { Nome: string; File: string }[]; Cartelle: { Marchio: string; File: string }[];
    }>();
    expect(index.Pagine).toBe(182);
    expect(index.Fornitori.length).toBeGreaterThan(0);
    const supplier = await app.inject(`/1/catalogue/suppliers/${index.Fornitori[0]?.File}`);
    expect(supplier.headers['content-type']).toBe('application/pdf');
    expect(supplier.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const chart = await app.inject(`/1/catalogue/colours/${index.Cartelle[0]?.File}`);
    expect(chart.statusCode).toBe(200);
    const full = await app.inject('/1/catalogue/catalogo.pdf');
    expect(full.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws page n as SVG and refuses pages outside 1..182', async () => {
    const page = await app.inject('/1/catalogue/pages/2.svg');
    expect(page.headers['content-type']).toContain('image/svg+xml');
    expect(page.body).toContain('width="450" height="650"');
    // Well-formed: no element carries an attribute twice (a browser would draw nothing).
    for (const n of [1, 2, 3, 182]) {
      const svg = (await app.inject(`/1/catalogue/pages/${n}.svg`)).body;
      for (const tag of svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([\w-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, tag).toBe(names.length);
      }
    }
    expect((await app.inject('/1/catalogue/pages/182.svg')).statusCode).toBe(200);
    for (const bad of ['0.svg', '183.svg', '1000.svg', 'x.svg', '01.svg']) {
      expect((await app.inject(`/1/catalogue/pages/${bad}`)).statusCode).toBe(404);
    }
    expect((await app.inject('/1/catalogue/suppliers/nope.pdf')).statusCode).toBe(404);
  });
});
