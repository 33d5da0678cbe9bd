import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { migrate } from './migrate.ts';
import { descriptionPages, productJsonPages, productJsonTexts } from './catalogue-json.ts';
import { generateCatalogue } from '../demo/catalogue.ts';
import { seedDemoData } from '../demo/seed.ts';
import { openTestDatabase } from '../testing/database.ts';

const all = async <T>(pages: AsyncGenerator<T[]>): Promise<T[][]> => {
  const read: T[][] = [];
  for await (const page of pages) read.push(page);
  return read;
};

describe('catalogue JSON read a page at a time', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seedDemoData(db, { productsPerCompany: 45, companies: [2] });
  });
  afterAll(async () => db.close());

  it('gives every product once, in id order, whatever the page size', async () => {
    const expected = generateCatalogue(2, 45).products;
    for (const pageSize of [1, 7, 45, 2000]) {
      const pages = await all(productJsonPages(db, 2, pageSize));
      expect(pages.every((page) => page.length <= pageSize)).toBe(true);
      expect(pages.flat().map((p) => JSON.parse(p.json))).toEqual(expected);
    }
    expect(await all(productJsonPages(db, 1))).toEqual([]);
  });

  it('gives only the products listed, and the descriptions in pages', async () => {
    const listed = await productJsonTexts(db, 2, [30, 4, 30, 999]);
    expect(listed.map((p) => p.id)).toEqual([4, 30]);
    expect(listed.map((p) => p.json)).toEqual((await all(productJsonPages(db, 2))).flat().filter((p) => [4, 30].includes(p.id)).map((p) => p.json));
    const descriptions = await all(descriptionPages(db, 2, 10));
    expect(descriptions.map((page) => page.length)).toEqual([10, 10, 10, 10, 5]);
    expect(descriptions.flat()).toEqual(generateCatalogue(2, 45).descriptions);
  });
});
