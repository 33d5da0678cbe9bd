import type { FastifyInstance } from 'fastify';
import { saveCart, saveWishlist } from '../db/saved-lists.ts';
import { companyOf, integer, isJsonText, readFields, text, type RouteContext } from './context.ts';

/**
 * The ERP keeps each customer's cart and wishlist as the JSON text the client sends, keyed by
 * IDRef (the login's IdDetCliRef), which it trusts; login returns them in user.cart/user.wishlist.
 */
export function cartRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/updateCart', async (request) => {
    const fields = readFields(request.body);
    const idRef = integer(fields, 'IDRef');
    const cart = text(fields, 'cart');
    if (!idRef || idRef <= 0) return { Errore: 'IDRef mancante' };
    if (!isJsonText(cart)) return { Errore: 'Carrello non valido' };
    await saveCart(db, companyOf(request), idRef, cart);
    return { Errore: '' };
  });

  app.post('/pegaso/updateWishList', async (request) => {
    const fields = readFields(request.body);
    const idRef = integer(fields, 'IDRef');
    const wishList = text(fields, 'wishList');
    if (!idRef || idRef <= 0) return { Errore: 'IDRef mancante' };
    if (!isJsonText(wishList)) return { Errore: 'Lista desideri non valida' };
    await saveWishlist(db, companyOf(request), idRef, wishList);
    return { Errore: '' };
  });
}
