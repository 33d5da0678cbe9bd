import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { promemoriaCount } from '../db/promemoria.ts';
import { articleId, demoRoles } from '../demo/catalogue.ts';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/addArtInPromemoria', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  it('registers a notify request once per customer reference', async () => {
    const idArt = articleId(demoRoles.zeroStockPromemoria, 0, 0);
    const fields = { IDArt: String(idArt), IDCli: '1', IdDetCliRef: '1001' };
    const { status, body } = await postForm(app, '/1/pegaso/addArtInPromemoria', fields);
    expect(status).toBe(200);
    expect(body).toEqual({ Errore: '', Risposta: "Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile" });
    await postForm(app, '/1/pegaso/addArtInPromemoria', fields);
    expect(await promemoriaCount(db, 1, idArt)).toBe(1);
    await postForm(app, '/1/pegaso/addArtInPromemoria', { ...fields, IDCli: '2', IdDetCliRef: '1002' });
    expect(await promemoriaCount(db, 1, idArt)).toBe(2);
  });

  it('accepts a product without variations as its own article', async () => {
    const { body } = await postForm(app, '/1/pegaso/addArtInPromemoria', { IDArt: String(demoRoles.noVariations), IDCli: '2', IdDetCliRef: '1002' });
    expect(body.Errore).toBe('');
  });

  it('refuses unknown articles or references and missing fields', async () => {
    // Product 1 has variations: its id is not an article.
    expect((await postForm(app, '/1/pegaso/addArtInPromemoria', { IDArt: '1', IDCli: '1', IdDetCliRef: '1001' })).body.Errore).toBe('Articolo non trovato');
    expect((await postForm(app, '/1/pegaso/addArtInPromemoria', { IDArt: String(articleId(1, 0, 0)), IDCli: '1', IdDetCliRef: '7' })).body.Errore).toBe('Utente non riconosciuto');
    expect((await postForm(app, '/1/pegaso/addArtInPromemoria', { IDArt: 'x' })).body.Errore).toBe('Attenzione, campi obbligatori non inseriti');
  });
});
