import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/database.ts';
import { generateCatalogue } from './catalogue.ts';
import { OrderableArticles } from './orderable-articles.ts';
import { Random } from './random.ts';
import { catalogueBatches } from './seed-catalogue.ts';
import { DemoPricing } from './seed-pricing.ts';

/** The products cut into batches of the given sizes, in order. */
const inBatches = (products: Product[], sizes: number[]): Product[][] => {
  let at = 0;
  return sizes.map((size) => products.slice(at, (at += size)));
};

describe('the demo catalogue seeded a batch at a time', () => {
  const { products } = generateCatalogue(1, 130);

  it('generates the same catalogue in batches', () => {
    const batches = [...catalogueBatches(3, 4100)];
    expect(batches.map((b) => b.products.length)).toEqual([2000, 2000, 100]);
    const whole = generateCatalogue(3, 4100);
    expect(batches.flatMap((b) => b.products)).toEqual(whole.products);
    expect(batches.flatMap((b) => b.descriptions)).toEqual(whole.descriptions);
  });

  it('lists the orderable articles without keeping them, and draws them as from the whole list', () => {
    const orderable = products.flatMap((p) =>
      p.variation.length
        ? p.variation.flatMap((v) => v.size.filter((s) => s.flgNoWeb === 0 && s.priceNoSco > 0).map((s) => s.IDArtSizeColor))
        : p.price > 0 ? [p.id] : [],
    );
    const articles = new OrderableArticles(1, [orderable[5] as number]);
    for (const batch of inBatches(products, [3, 50, 77])) articles.add(batch);
    expect(articles.length).toBe(orderable.length);
    expect(Array.from({ length: articles.length }, (_, i) => articles.at(i).IDArt)).toEqual(orderable);
    expect(articles.byId(orderable[5] as number)).toEqual(articles.at(5));
    const [a, b] = [new Random(7), new Random(7)];
    for (let i = 0; i < 50; i++) expect(articles.pick(a).IDArt).toBe(b.pick(orderable));
  });

  describe('pricing', () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDatabase();
      await migrate(db);
    });
    afterAll(async () => db.close());

    const stored = async (sizes: number[]) => {
      for (const table of ['conditions', 'last_prices', 'items_no_sco']) await db.query(`delete from ${table} where company = 1`);
      const pricing = new DemoPricing(1);
      for (const batch of inBatches(products, sizes)) pricing.add(batch);
      await pricing.insert(db);
      return Promise.all(['conditions order by "IDCli", "IDArt"', 'last_prices order by "IDCli", "IDART"', 'items_no_sco order by "IDArt"']
        .map((table) => db.query(`select * from ${table.replace(' order', ' where company = 1 order')}`)));
    };

    it('gives the same conditions, last prices and exclusions whatever the batches', async () => {
      const whole = await stored([130]);
      expect(whole.every((rows) => rows.length > 0)).toBe(true);
      expect(await stored([1, 8, 51, 70])).toEqual(whole);
      expect(await stored([59, 1, 1, 69])).toEqual(whole);
    });
  });
});
