import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { reviewsOf } from '../db/reviews.ts';
import { articleId } from '../demo/catalogue.ts';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/setReview', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  const review = { username: 'CL001', password: 'CL001', name: 'Mario', userMail: 'mario@example.it', userMessage: 'Ottima qualità', userRating: '4', IDArt: '1' };

  it('stores a review of a product or of an article, rating 5 by default', async () => {
    expect((await postForm(app, '/1/pegaso/setReview', review)).body).toEqual({ Errore: '', Risposta: 'Recensione aggiunta con successo' });
    expect(await reviewsOf(db, 1, 1)).toEqual([{ name: 'Mario', mail: 'mario@example.it', message: 'Ottima qualità', rating: 4 }]);
    const idArt = articleId(1, 0, 0);
    const { userRating: _r, ...withoutRating } = review;
    expect((await postForm(app, '/1/pegaso/setReview', { ...withoutRating, IDArt: String(idArt) })).body.Errore).toBe('');
    expect((await reviewsOf(db, 1, idArt))[0]?.rating).toBe(5);
  });

  it('refuses bad credentials, missing fields, a bad rating or an unknown article', async () => {
    expect((await postForm(app, '/1/pegaso/setReview', { ...review, password: 'x' })).body).toEqual({ Errore: 'Nome utente o password non valida' });
    expect((await postForm(app, '/1/pegaso/setReview', { ...review, userMessage: ' ' })).body.Errore).toBe('Attenzione, campi obbligatori non inseriti');
    expect((await postForm(app, '/1/pegaso/setReview', { ...review, userRating: '9' })).body.Errore).toBe('Valutazione non valida');
    expect((await postForm(app, '/1/pegaso/setReview', { ...review, userRating: 'molto' })).body.Errore).toBe('Valutazione non valida');
    expect((await postForm(app, '/1/pegaso/setReview', { ...review, IDArt: '5555' })).body.Errore).toBe('Articolo non trovato');
    expect(await reviewsOf(db, 1, 5555)).toEqual([]);
  });

  it('stores no text beyond its bound: a name of 100, an e-mail of 254 and a message of 2,000 characters', async () => {
    const at = (fields: Record<string, string>) => postForm(app, '/1/pegaso/setReview', { ...review, IDArt: '2', ...fields });
    expect((await at({ userMessage: 'x'.repeat(900_000) })).body.Errore).toBe('Testo troppo lungo: al massimo 2000 caratteri');
    expect((await at({ name: 'n'.repeat(101) })).body.Errore).toBe('Testo troppo lungo: al massimo 100 caratteri');
    expect((await at({ userMail: `${'m'.repeat(245)}@example.it` })).body.Errore).toBe('Testo troppo lungo: al massimo 254 caratteri');
    expect(await reviewsOf(db, 1, 2)).toEqual([]);
    expect((await at({ userMessage: 'x'.repeat(2000) })).body.Errore).toBe('');
    expect((await reviewsOf(db, 1, 2))[0]?.message).toHaveLength(2000);
  });
});
