import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/getListini', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 5 }));
  });
  afterAll(async () => close());

  it('lists the price lists with their discounts and the campana list', async () => {
    const { body } = await postForm(app, '/1/pegaso/getListini', { username: 'AG001', password: 'AG001' });
    expect(body.Errore).toBe('');
    const lists = body.Listini as Array<{ IDLis: number; DesLis: string; FlgCampana: number; S1: number }>;
    expect(lists.map((l) => l.IDLis)).toEqual([1, 2, 3, 90]);
    expect(lists.find((l) => l.FlgCampana === 1)).toMatchObject({ IDLis: 90, DesLis: 'Listino campana' });
    expect(lists.find((l) => l.IDLis === 2)).toMatchObject({ S1: 10 });
  });

  it('refuses bad credentials', async () => {
    const { body } = await postForm(app, '/3/pegaso/getListini', { username: 'CL001', password: 'x' });
    expect(body).toEqual({ Errore: 'Nome utente o password non valida', Listini: [] });
  });
});
