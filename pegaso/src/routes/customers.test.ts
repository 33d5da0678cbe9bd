import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/getWebAppCustomersFromAgent', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  it("lists an agent's customers with their sites", async () => {
    const { body } = await postForm(app, '/1/pegaso/getWebAppCustomersFromAgent', { username: 'AG001', password: 'AG001' });
    expect(body.Errore).toBe('');
    const list = body.Anagrafica as Array<{ IdCli: number; RagSoc: string; IdDetCliRef: number; Sedi: unknown[] }>;
    expect(list.map((c) => c.IdCli)).toEqual([1, 2, 3, 5, 6]);
    expect(list.find((c) => c.IdCli === 2)).toMatchObject({ IdDetCliRef: 1002, RagSoc: expect.any(String) });
    expect(list.find((c) => c.IdCli === 2)?.Sedi).toHaveLength(3);
    expect(list[0]?.Sedi).toEqual([
      { IdDetCliSed: 1, dessedcli: 'Sede principale', IndSed: 'Via Toledo 112', CAP: '80134', Loc: 'Napoli', Pro: 'NA', NAZ: 'IT' },
    ]);
  });

  it('lists a customer as its own only customer', async () => {
    const { body } = await postForm(app, '/2/pegaso/getWebAppCustomersFromAgent', { username: 'CL002', password: 'CL002' });
    expect(body.Anagrafica).toEqual([expect.objectContaining({ IdCli: 2, IdDetCliRef: 1002 })]);
  });

  it('refuses bad credentials', async () => {
    const { status, body } = await postForm(app, '/1/pegaso/getWebAppCustomersFromAgent', { username: 'AG001', password: 'x' });
    expect(status).toBe(200);
    expect(body).toEqual({ Errore: 'Nome utente o password non valida', Anagrafica: [] });
  });
});
