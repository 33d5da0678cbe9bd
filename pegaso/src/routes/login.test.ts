import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/login', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 20 }));
  });
  afterAll(async () => close());

  it('logs a customer in with the ERP fields', async () => {
    const { status, body } = await postForm(app, '/1/pegaso/login', { username: 'CL001', password: 'CL001', withoutAppOrder: 'true' });
    expect(status).toBe(200);
    expect(body.Errore).toBe('');
    const user = body.user as Record<string, unknown>;
    expect(user).toMatchObject({ IDCli: 1, IDAge: 0, IdDetCliRef: 1001, username: 'CL001', showPrice: 1, showPromo: 1, TipLis: 1, cart: '[]', wishlist: '[]' });
    for (const key of ['RagSoc', 'CodFis', 'ParIva', 'CodDes', 'EMailPec', 'Ind', 'Loc', 'Cap', 'Pro', 'Nom', 'Cog', 'EMail', 'SitWeb', 'Tel', 'Cel', 'WebImage']) {
      expect(typeof user[key], key).toBe('string');
    }
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.parse(user.jsonVendite as string).recommended).toContainEqual({ idArtBas: 1 });
  });

  it('has CL002 with price-list type 4 and its discounts', async () => {
    const { body } = await postForm(app, '/2/pegaso/login', { username: 'CL002', password: 'CL002' });
    expect(body.user).toMatchObject({ IDCli: 2, IdDetCliRef: 1002, TipLis: 4, S1: 10, S2: 5 });
  });

  it('refuses bad credentials with HTTP 200 and no username', async () => {
    for (const fields of <Array<Record<string, string>>>[{ username: 'CL001', password: 'wrong' }, { username: 'NOBODY', password: 'NOBODY' }, { username: 'CL001' }]) {
      const { status, body } = await postForm(app, '/1/pegaso/login', fields);
      expect(status).toBe(200);
      expect(body).toEqual({ Errore: 'Nome utente o password non valida', user: {} });
    }
  });

  it('logs an agent in', async () => {
    const { body } = await postForm(app, '/3/pegaso/login', { username: 'AG001', password: 'AG001' });
    expect(body.user).toMatchObject({ IDAge: 1, IDCli: 0, IdDetCliRef: 5001, username: 'AG001' });
  });

  it('has the admin customer CL900 on every company', async () => {
    for (const company of [1, 2, 3, 4]) {
      const { body } = await postForm(app, `/${company}/pegaso/login`, { username: 'CL900', password: 'CL900' });
      expect(body.user).toMatchObject({ IDCli: 900, IdDetCliRef: 9900 });
    }
  });

  it('has CL004 without prices on company 4 only', async () => {
    expect((await postForm(app, '/4/pegaso/login', { username: 'CL004', password: 'CL004' })).body.user).toMatchObject({ showPrice: 0, IDCli: 4, IdDetCliRef: 1004 });
    expect((await postForm(app, '/1/pegaso/login', { username: 'CL004', password: 'CL004' })).body.Errore).toBe('Nome utente o password non valida');
  });

  it('answers 400 to a malformed JSON body and 404 to an unknown company', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/1/pegaso/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '{"username":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Errore).toMatch(/non valida/);
    const unknown = await postForm(app, '/9/pegaso/login', { username: 'CL001', password: 'CL001' });
    expect(unknown).toEqual({ status: 404, body: { Errore: 'Azienda sconosciuta' } });
    expect((await postForm(app, '/9/pegaso/nothing', {})).body).toEqual({ Errore: 'Azienda sconosciuta' });
    expect((await postForm(app, '/1/pegaso/nothing', {})).status).toBe(404);
  });
});
