import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import type { Db } from './client.ts';
import { migrate, migrations } from './migrate.ts';

describe('migrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('have increasing versions', () => {
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('apply once and are idempotent, also when started twice at once', async () => {
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    expect([...(first ?? []), ...(second ?? [])].sort((a, b) => a - b)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    expect(row?.n).toBe(migrations.length);
  });

  it('roll back a failed transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items_no_sco (company, "IDArt") values (1, 99)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query('select 1 from items_no_sco where "IDArt" = 99')).toEqual([]);
  });
});

describe('migration 5 (catalogue in columns)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('converts products stored as JSON documents', async () => {
    await migrate(db, migrations.filter((m) => m.version < 5));
    const doc = {
      id: 1, sku: 'TS0001', name: 'T-shirt', shortDescription: 'Corta', category: 'T-shirt', subcategory: 'Manica corta',
      brands: "Sol's", templates: 'Regent', seasons: 'PE', tag: ['SCHOOL'], price: 3.2, pricesco: 0, discount: 0, stock: 7,
      image: ['TS0001-1.svg'], affiliateLink: '', files: ['TS0001.pdf', { name: 'TS0001-taglie.pdf' }], catalogo: 1, promo: 0,
      altdat1: 'cad.', altdat2: 0, altdat3: '0', rating: 4, recommended: false, new: true, saleCount: 3, codiciAlternativi: 'X1',
      variation: [{ color: '01-Bianco', hexColor: 16777215, image: ['TS0001-1.svg'], size: [
        { name: 'S', IDArtSizeColor: 1000100, skuSizeColor: 'TS0001-01-S', stock: 2, qtaOrdFor: 0, qtaImpCli: 0, pricesco: 0,
          priceOld: 0, priceNoSco: 3.2, priceIva: 3.9, preLis: 4, tag: [], flgNoWeb: 0, promo: 0, catalogo: 1, Ord1: 1, Ord2: 1 },
        { name: 'M', IDArtSizeColor: 1000101, skuSizeColor: 'TS0001-01-M', stock: 5, qtaOrdFor: 9, qtaImpCli: 1, pricesco: 0,
          priceOld: 0, priceNoSco: 3.2, priceIva: 3.9, preLis: 4, tag: ['PROMEMORIA'], flgNoWeb: 1, promo: 0, catalogo: 1, Ord1: 1, Ord2: 2 },
      ] }],
    };
    await db.query('insert into products (company, id, sku, doc) values (1, 1, $1, $2::jsonb)', ['TS0001', JSON.stringify(doc)]);
    expect(await migrate(db, migrations.filter((m) => m.version <= 5))).toEqual([5]);
    const [product] = await db.query('select name, brands, tag, files, "new", stock from products');
    expect(product).toEqual({ name: 'T-shirt', brands: "Sol's", tag: ['SCHOOL'], files: doc.files, new: true, stock: null });
    const articles = await db.query('select "IDArtSizeColor", position, stock, tag, "flgNoWeb" from articles order by position');
    expect(articles).toEqual([
      { IDArtSizeColor: 1000100, position: 0, stock: 2, tag: [], flgNoWeb: 0 },
      { IDArtSizeColor: 1000101, position: 1, stock: 5, tag: ['PROMEMORIA'], flgNoWeb: 1 },
    ]);
    expect(await db.query('select color, "hexColor" from variations')).toEqual([{ color: '01-Bianco', hexColor: 16777215 }]);
  });
});
