import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, seededApp } from '../testing/database.ts';

describe('pegaso/updateCart and pegaso/updateWishList', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 10 }));
  });
  afterAll(async () => close());

  it('saves cart and wishlist and returns them at the next login', async () => {
    const cart = JSON.stringify([{ id: 1, quantity: 3, selectedIDArt: 1_000_100 }]);
    const wishList = JSON.stringify([{ id: 4, sku: 'TS0004' }]);
    expect((await postForm(app, '/1/pegaso/updateCart', { cart, IDRef: '1001' })).body).toEqual({ Errore: '' });
    expect((await postForm(app, '/1/pegaso/updateWishList', { wishList, IDRef: '1001' })).body).toEqual({ Errore: '' });
    const { body } = await postForm(app, '/1/pegaso/login', { username: 'CL001', password: 'CL001' });
    expect(body.user).toMatchObject({ cart, wishlist: wishList });
    // Another company keeps its own cart.
    const other = await postForm(app, '/2/pegaso/login', { username: 'CL001', password: 'CL001' });
    expect(other.body.user).toMatchObject({ cart: '[]', wishlist: '[]' });
  });

  it('replaces the whole saved cart', async () => {
    await postForm(app, '/3/pegaso/updateCart', { cart: '[{"id":1}]', IDRef: '1002' });
    await postForm(app, '/3/pegaso/updateCart', { cart: '[]', IDRef: '1002' });
    const { body } = await postForm(app, '/3/pegaso/login', { username: 'CL002', password: 'CL002' });
    expect(body.user).toMatchObject({ cart: '[]' });
  });

  it('refuses a cart or wishlist that is not JSON text, or without IDRef', async () => {
    expect((await postForm(app, '/1/pegaso/updateCart', { cart: '[{', IDRef: '1001' })).body.Errore).toBe('Carrello non valido');
    expect((await postForm(app, '/1/pegaso/updateWishList', { wishList: '', IDRef: '1001' })).body.Errore).toBe('Lista desideri non valida');
    expect((await postForm(app, '/1/pegaso/updateCart', { cart: '[]' })).body.Errore).toBe('IDRef mancante');
  });
});
