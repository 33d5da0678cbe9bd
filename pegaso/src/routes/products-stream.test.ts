import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app.ts';
import type { Product } from '../catalogue/product.ts';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { generateCatalogue } from '../demo/catalogue.ts';
import { seedDemoData } from '../demo/seed.ts';
import { openTestDatabase } from '../testing/database.ts';

// More products than one block of the cached catalogue holds, so that the reply is written from
// several blocks and the recommended products fall in different ones.
const count = 600;
const recommended = [3, 300, 599, 999_999, 3];

/** getProducts over HTTP, read to the end as raw text. */
async function rawReply(app: FastifyInstance, body: object): Promise<{ text: string; contentLength: string | null }> {
  const address = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}/1/pegaso/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { text: await response.text(), contentLength: response.headers.get('content-length') };
}

describe('pegaso/getProducts written as a stream', () => {
  let db: Db;
  let noSco: number[];
  const { products, descriptions } = generateCatalogue(1, count);
  const expectedItems = (marked: number[]) => products.map((p) => ({ ...p, recommended: marked.includes(p.id) }));
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seedDemoData(db, { productsPerCompany: count, companies: [1] });
    noSco = (await db.query<{ IDArt: number }>('select "IDArt" from items_no_sco where company = 1 order by "IDArt"')).map((r) => r.IDArt);
  });
  afterAll(async () => db.close());

  it('sends items and itemsDescription as JSON, the recommended products marked', async () => {
    const app = buildUpstream({ db });
    try {
      const { text, contentLength } = await rawReply(app, { username: '', password: '', recommended: recommended.map((idArtBas) => ({ idArtBas })) });
      expect(contentLength).toBeNull();
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['Errore', 'items', 'itemsDescription', 'itemsNoSco', 'personal', 'condizioni', 'ultimiPrezzi']);
      expect(body).toEqual({
        Errore: '', items: expectedItems([3, 300, 599]), itemsDescription: descriptions, itemsNoSco: noSco, personal: null, condizioni: [], ultimiPrezzi: [],
      });
      expect(text).toBe(JSON.stringify(body));
    } finally {
      await app.close();
    }
  });

  it('sends itemsNoParsed and itemsDescriptionNoParsed as JSON text, the recommended products marked', async () => {
    const app = buildUpstream({ db, itemsAsText: true });
    try {
      const { text } = await rawReply(app, { username: '', password: '', recommended: recommended.map((idArtBas) => ({ idArtBas })) });
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['Errore', 'itemsNoParsed', 'itemsDescriptionNoParsed', 'itemsNoSco', 'personal', 'condizioni', 'ultimiPrezzi']);
      expect(JSON.parse(body.itemsNoParsed as string)).toEqual(expectedItems([3, 300, 599]));
      expect(JSON.parse(body.itemsDescriptionNoParsed as string)).toEqual(descriptions);
      expect(body).toMatchObject({ Errore: '', itemsNoSco: noSco, personal: null, condizioni: [], ultimiPrezzi: [] });
      expect(text).toBe(JSON.stringify(body));
      // The same call without recommendations: the cached text is not changed by the one before.
      const plain = JSON.parse((await rawReply(app, { username: '', password: '' })).text) as Record<string, unknown>;
      expect(JSON.parse(plain.itemsNoParsed as string)).toEqual(expectedItems([]));
    } finally {
      await app.close();
    }
  });

  it('writes products reloaded by an invalidation into their place, in both forms', async () => {
    const plainApp = buildUpstream({ db });
    const textApp = buildUpstream({ db, itemsAsText: true });
    try {
      const read = async (app: FastifyInstance) => {
        const body = JSON.parse((await rawReply(app, { username: '', password: '', recommended: [{ idArtBas: 5 }] })).text) as Record<string, unknown>;
        return (body.items ?? JSON.parse(body.itemsNoParsed as string)) as Product[];
      };
      await Promise.all([read(plainApp), read(textApp)]);
      await db.query(`update products set name = 'Felpa più "nuova"' where company = 1 and id in (5, 400)`);
      for (const app of [plainApp, textApp]) app.catalogue.invalidate(1, [5, 400]);
      const expected = expectedItems([5]).map((p) => (p.id === 5 || p.id === 400 ? { ...p, name: 'Felpa più "nuova"' } : p));
      expect(await read(plainApp)).toEqual(expected);
      expect(await read(textApp)).toEqual(expected);
    } finally {
      await db.query(`update products set name = $1 where company = 1 and id = 5`, [products[4]?.name]);
      await db.query(`update products set name = $1 where company = 1 and id = 400`, [products[399]?.name]);
      await Promise.all([plainApp.close(), textApp.close()]);
    }
  });
});
