import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/getReviews', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  const post = (message: string, rating: string, IDArt = '3') =>
    postForm(app, '/1/pegaso/setReview', { username: 'CL001', password: 'CL001', name: 'Mario', userMail: 'm@example.it', userMessage: message, userRating: rating, IDArt });

  it("lists a product's reviews newest first, bounded, without e-mail addresses", async () => {
    for (const [message, rating] of [['Prima', '3'], ['Seconda', '5'], ['Terza', '4']] as const) await post(message, rating);
    await post('Di un altro articolo', '1', '4');
    const all = (await postForm(app, '/1/pegaso/getReviews', { IDArt: '3' })).body as {
      Errore: string;
      Recensioni: { IDArt: number; Nome: string; Messaggio: string; Voto: number; Data: string }[];
    };
    expect(all.Errore).toBe('');
    expect(all.Recensioni.map((r) => [r.Messaggio, r.Voto])).toEqual([['Terza', 4], ['Seconda', 5], ['Prima', 3]]);
    expect(all.Recensioni[0]).toEqual({ IDArt: 3, Nome: 'Mario', Messaggio: 'Terza', Voto: 4, Data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await postForm(app, '/1/pegaso/getReviews', { IDArt: '3', Limit: '2' })).body.Recensioni).toHaveLength(2);
    // Another company's shop has none of them.
    expect((await postForm(app, '/2/pegaso/getReviews', { IDArt: '3' })).body.Recensioni).toEqual([]);
  });

  it('answers several products in one call, each bounded by the limit', async () => {
    await post('Quinto', '2', '5');
    const both = (await postForm(app, '/1/pegaso/getReviews', { IDArts: '3,4,5,6', Limit: '2' })).body as {
      Errore: string;
      Recensioni: { IDArt: number; Messaggio: string }[];
    };
    expect(both.Errore).toBe('');
    expect(both.Recensioni.map((r) => [r.IDArt, r.Messaggio])).toEqual([[3, 'Terza'], [3, 'Seconda'], [4, 'Di un altro articolo'], [5, 'Quinto']]);
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await postForm(app, '/1/pegaso/getReviews', { IDArts: tooMany })).body.Errore).not.toBe('');
  });

  it('refuses a missing article or a limit out of 1-50', async () => {
    expect((await postForm(app, '/1/pegaso/getReviews', {})).body.Errore).toBe('Attenzione, campi obbligatori non inseriti');
    expect((await postForm(app, '/1/pegaso/getReviews', { IDArt: '3', Limit: '500' })).body.Errore).not.toBe('');
  });
});
