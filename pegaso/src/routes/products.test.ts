import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app.ts';
import type { Product } from '../catalogue/product.ts';
import type { Db } from '../db/client.ts';
import { articleId, demoRoles, generateCatalogue } from '../demo/catalogue.ts';
import { postForm, postJsonAsForm, seededApp } from '../testing/database.ts';

const anonymous = { username: '', password: '', recommended: [] };

describe('pegaso/getProducts', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 30 }));
  });
  afterAll(async () => close());

  it('sends the public catalogue as an array, exactly as generated, without a pricing context', async () => {
    const { status, body } = await postJsonAsForm(app, '/1/pegaso/getProducts', anonymous);
    expect(status).toBe(200);
    expect(body.Errore).toBe('');
    expect(body.items).toEqual(generateCatalogue(1, 30).products);
    expect(body.itemsDescription).toEqual(generateCatalogue(1, 30).descriptions);
    expect(body.personal).toBeNull();
    expect(body.condizioni).toEqual([]);
    expect(body.ultimiPrezzi).toEqual([]);
    const noSco = body.itemsNoSco as number[];
    expect(noSco).toContain(demoRoles.noVariations);
    expect(noSco).toContain(articleId(demoRoles.promo, 0, 0));
  });

  it("keeps company 2's missing stock missing", async () => {
    const { body } = await postJsonAsForm(app, '/2/pegaso/getProducts', anonymous);
    const items = body.items as Product[];
    expect(items).toEqual(generateCatalogue(2, 30).products);
    expect(items.some((p) => p.variation.some((v) => v.size.some((s) => !('stock' in s))))).toBe(true);
  });

  it("sends a customer's context and marks the recommended products", async () => {
    const { body } = await postJsonAsForm(app, '/1/pegaso/getProducts', {
      username: 'CL001', password: 'CL001', recommended: [{ idArtBas: 12 }, { idArtBas: 3 }, { idArtBas: 999 }],
    });
    expect(body.personal).toEqual({ TipLis: 1, S1: 0, S2: 0, IDLis: 1, IDCli: 1, IDAge: 0 });
    expect(body.condizioni).toContainEqual({ IDArt: articleId(demoRoles.bigStock, 0, 0), Pre: 0, Sco: 10 });
    expect(body.ultimiPrezzi).toContainEqual({ IDART: articleId(demoRoles.oneSize, 0, 0), ULTPRE: expect.any(Number) });
    const items = body.items as Product[];
    expect(items.filter((p) => p.recommended).map((p) => p.id)).toEqual([3, 12]);
    // The cached catalogue is not changed by one caller's recommendations.
    const again = await postJsonAsForm(app, '/1/pegaso/getProducts', anonymous);
    expect((again.body.items as Product[]).some((p) => p.recommended)).toBe(false);
  });

  it('gives only the context with withoutItems, for an agent acting for a customer', async () => {
    const { body } = await postJsonAsForm(app, '/1/pegaso/getProducts', { username: 'AG001', password: 'AG001', idCli: 2, withoutItems: true });
    expect(body).not.toHaveProperty('items');
    expect(body).not.toHaveProperty('itemsDescription');
    expect(body.personal).toEqual({ TipLis: 4, S1: 10, S2: 5, IDLis: 1, IDCli: 2, IDAge: 1 });
    expect(body.condizioni).toContainEqual({ IDArt: articleId(demoRoles.bigStock, 0, 0), Pre: 0, Sco: 15 });
    expect((body.itemsNoSco as number[]).length).toBeGreaterThan(0);
  });

  it("gives an agent without idCli its own context, and refuses someone else's customer", async () => {
    const own = await postJsonAsForm(app, '/1/pegaso/getProducts', { username: 'AG001', password: 'AG001', withoutItems: true });
    expect(own.body.personal).toMatchObject({ IDCli: 0, IDAge: 1 });
    const { body } = await postJsonAsForm(app, '/1/pegaso/getProducts', { username: 'AG001', password: 'AG001', idCli: 900 });
    expect(body.Errore).not.toBe('');
    expect(body.items).toEqual([]);
  });

  it('answers bad credentials with Errore and empty lists', async () => {
    const { status, body } = await postJsonAsForm(app, '/1/pegaso/getProducts', { username: 'CL001', password: 'nope' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Errore: 'Nome utente o password non valida', items: [], personal: null });
  });

  it('also reads form fields, and refuses a malformed JSON body', async () => {
    const { body } = await postForm(app, '/1/pegaso/getProducts', { username: 'CL002', password: 'CL002', withoutItems: 'true' });
    expect(body.personal).toMatchObject({ IDCli: 2, TipLis: 4 });
    const bad = await app.inject({ method: 'POST', url: '/1/pegaso/getProducts', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '{"username":"CL001",' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends itemsNoParsed and itemsDescriptionNoParsed as JSON text when configured like a large ERP', async () => {
    const textApp = buildUpstream({ db, itemsAsText: true });
    try {
      const { body } = await postJsonAsForm(textApp, '/1/pegaso/getProducts', { ...anonymous, recommended: [{ idArtBas: 3 }] });
      expect(body).not.toHaveProperty('items');
      expect(body).not.toHaveProperty('itemsDescription');
      expect(typeof body.itemsNoParsed).toBe('string');
      const items = JSON.parse(body.itemsNoParsed as string) as Product[];
      expect(items).toEqual(generateCatalogue(1, 30).products.map((p) => ({ ...p, recommended: p.id === 3 })));
      expect(JSON.parse(body.itemsDescriptionNoParsed as string)).toEqual(generateCatalogue(1, 30).descriptions);
      const withoutItems = await postJsonAsForm(textApp, '/1/pegaso/getProducts', { ...anonymous, withoutItems: true });
      expect(withoutItems.body).not.toHaveProperty('itemsNoParsed');
    } finally {
      await textApp.close();
    }
  });

  it('reloads only the products named in an invalidation, or everything', async () => {
    const read = async () => (await postJsonAsForm(app, '/3/pegaso/getProducts', anonymous)).body.items as Product[];
    const before = await read();
    const sizeId = articleId(demoRoles.bigStock, 0, 0);
    await db.query('update articles set stock = 7 where company = 3 and "IDArtSizeColor" = $1', [sizeId]);
    await db.query(`update products set name = 'Rinominato' where company = 3 and id = 2`);
    const stale = await read();
    expect(stale).toEqual(before);
    expect(stale[0]?.variation[0]?.size[0]?.stock).not.toBe(7);

    app.catalogue.invalidate(3, [demoRoles.bigStock]);
    const partial = await read();
    const first = partial[0] as Product;
    expect(first.variation[0]?.size[0]?.stock).toBe(7);
    // The product's stock is the sum of its sizes.
    expect(first.stock).toBe(first.variation.flatMap((v) => v.size).reduce((sum, s) => sum + (s.stock ?? 0), 0));
    expect(partial[1]?.name).not.toBe('Rinominato');
    expect(partial.slice(2)).toEqual(stale.slice(2));

    app.catalogue.invalidate(3);
    expect((await read())[1]?.name).toBe('Rinominato');
  });
});
