import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../db/accounts.ts';
import { findArticle, productExists } from '../db/products.ts';
import { addReview, latestReviews } from '../db/reviews.ts';
import { badCredentials, companyOf, missingFields, readFields, type RouteContext } from './context.ts';
import { credentialsSchema, formIntegerOr, formRequired, formRequiredInteger, formText, parseFields } from './form.ts';

export const reviewAdded = 'Recensione aggiunta con successo';

const invalidRating = 'Valutazione non valida';
const reviewForm = z.object({
  name: formRequired(missingFields),
  userMessage: formRequired(missingFields),
  IDArt: formRequiredInteger(missingFields),
  // An empty rating is the default 5.
  userRating: formIntegerOr(5).pipe(
    z.number({ error: invalidRating }).int().min(1, { error: invalidRating }).max(5, { error: invalidRating }),
  ),
  userMail: formText().transform((mail) => mail.trim()),
});

const reviewsForm = z.object({
  IDArt: formRequiredInteger(missingFields),
  Limit: formIntegerOr(10).pipe(z.number().int().min(1).max(50)),
});

/**
 * Form: username, password, name, userMail, userMessage, userRating (1-5, default 5), IDArt (a
 * product id or an article id). Reply: Errore, and Risposta on success.
 */
export function reviewRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.post('/pegaso/setReview', async (request) => {
    const company = companyOf(request);
    const fields = readFields(request.body);
    const { username, password } = credentialsSchema.parse(fields);
    const user = await authenticate(db, company, username, password);
    if (!user) return { Errore: badCredentials };
    const form = parseFields(reviewForm, fields);
    if (!form.ok) return { Errore: form.error };
    const { name, userMessage: message, IDArt: idArt, userRating: rating, userMail: mail } = form.data;
    const known = (await productExists(db, company, idArt)) || (await findArticle(db, company, idArt)) !== null;
    if (!known) return { Errore: 'Articolo non trovato' };
    await addReview(db, company, { IDArt: idArt, username: user.username, name, mail, message, rating });
    return { Errore: '', Risposta: reviewAdded };
  });

  // Form: IDArt (a product id), Limit (1-50, default 10). Reply: Recensioni, newest first, without
  // the reviewers' e-mail addresses.
  app.post('/pegaso/getReviews', async (request) => {
    const company = companyOf(request);
    const form = parseFields(reviewsForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const rows = await latestReviews(db, company, form.data.IDArt, form.data.Limit);
    return {
      Errore: '',
      Recensioni: rows.map((r) => ({
        Nome: r.name,
        Messaggio: r.message,
        Voto: r.rating,
        Data: new Date(r.created_at).toISOString().slice(0, 10),
      })),
    };
  });
}
