import type { FastifyInstance } from 'fastify';
import { authenticate } from '../db/accounts.ts';
import { findArticle, productExists } from '../db/products.ts';
import { addReview } from '../db/reviews.ts';
import { badCredentials, companyOf, integer, missingFields, readFields, text, type RouteContext } from './context.ts';

export const reviewAdded = 'Recensione aggiunta con successo';

/**
 * Form: username, password, name, userMail, userMessage, userRating (1-5, default 5), IDArt (a
 * product id or an article id). Reply: Errore, and Risposta on success.
 */
export function reviewRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/setReview', async (request) => {
    const company = companyOf(request);
    const fields = readFields(request.body);
    const user = await authenticate(db, company, text(fields, 'username'), text(fields, 'password'));
    if (!user) return { Errore: badCredentials };
    const name = text(fields, 'name').trim();
    const message = text(fields, 'userMessage').trim();
    const idArt = integer(fields, 'IDArt');
    if (!name || !message || idArt === undefined) return { Errore: missingFields };
    const rating = text(fields, 'userRating').trim() === '' ? 5 : integer(fields, 'userRating');
    if (rating === undefined || rating < 1 || rating > 5) return { Errore: 'Valutazione non valida' };
    const known = (await productExists(db, company, idArt)) || (await findArticle(db, company, idArt)) !== null;
    if (!known) return { Errore: 'Articolo non trovato' };
    await addReview(db, company, { IDArt: idArt, username: user.username, name, mail: text(fields, 'userMail').trim(), message, rating });
    return { Errore: '', Risposta: reviewAdded };
  });
}
