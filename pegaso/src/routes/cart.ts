import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saveCart, saveWishlist } from '../db/saved-lists.ts';
import { companyOf, type RouteContext } from './context.ts';
import { formJsonText, formRequiredInteger, parseForm } from './form.ts';

const idRef = formRequiredInteger('IDRef mancante', 1);
const updateCartForm = z.object({ IDRef: idRef, cart: formJsonText('Carrello non valido') });
const updateWishListForm = z.object({ IDRef: idRef, wishList: formJsonText('Lista desideri non valida') });

/**
 * The ERP keeps each customer's cart and wishlist as the JSON text the client sends, keyed by
 * IDRef (the login's IdDetCliRef), which it trusts; login returns them in user.cart/user.wishlist.
 */
export function cartRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/updateCart', async (request) => {
    const form = parseForm(updateCartForm, request.body);
    if (!form.ok) return { Errore: form.error };
    await saveCart(db, companyOf(request), form.data.IDRef, form.data.cart);
    return { Errore: '' };
  });

  app.post('/pegaso/updateWishList', async (request) => {
    const form = parseForm(updateWishListForm, request.body);
    if (!form.ok) return { Errore: form.error };
    await saveWishlist(db, companyOf(request), form.data.IDRef, form.data.wishList);
    return { Errore: '' };
  });
}
