import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../db/accounts.ts';
import { findArticle, productExists } from '../db/products.ts';
import { addReview, latestReviewsOf } from '../db/reviews.ts';
import { badCredentials, companyOf, missingFields, readFields, type RouteContext } from './context.ts';
import { credentialsSchema, formIntegerOr, formRequired, formRequiredInteger, formText, parseFields } from './form.ts';

export const reviewAdded = 'Recensione aggiunta con successo';

const invalidRating = 'Valutazione non valida';
/** Stored texts are bounded: a review is served to every visitor of the product. */
export const REVIEW_TEXT_LIMITS = { name: 100, userMail: 254, userMessage: 2000 } as const;
const tooLong = (max: number) => `Testo troppo lungo: al massimo ${max} caratteri`;
const bounded = (max: number) => formRequired(missingFields).pipe(z.string().max(max, { error: tooLong(max) }));

const reviewForm = z.object({
  name: bounded(REVIEW_TEXT_LIMITS.name),
  userMessage: bounded(REVIEW_TEXT_LIMITS.userMessage),
  IDArt: formRequiredInteger(missingFields),
  // An empty rating is the default 5.
  userRating: formIntegerOr(5).pipe(
    z.number({ error: invalidRating }).int().min(1, { error: invalidRating }).max(5, { error: invalidRating }),
  ),
  userMail: formText()
    .transform((mail) => mail.trim())
    .pipe(z.string().max(REVIEW_TEXT_LIMITS.userMail, { error: tooLong(REVIEW_TEXT_LIMITS.userMail) })),
});

/** At most this many articles per getReviews call. */
export const REVIEWS_BATCH_MAX = 200;
const idList = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.split(',').map((id) => Number(id.trim())) : undefined),
  z.array(z.number().int().positive()).min(1).max(REVIEWS_BATCH_MAX).optional(),
);

const reviewsForm = z
  .object({
    IDArt: formIntegerOr(0),
    IDArts: idList,
    Limit: formIntegerOr(10).pipe(z.number().int().min(1).max(50)),
  })
  .refine((f) => (f.IDArt ?? 0) > 0 || f.IDArts !== undefined, { error: missingFields });

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

  // Form: IDArt (a product id) or IDArts (up to 200 product ids, comma separated, so that a page
  // of products asks once), Limit (1-50 per product, default 10). Reply: Recensioni, newest first
  // per product, each with its IDArt, without the reviewers' e-mail addresses.
  app.post('/pegaso/getReviews', async (request) => {
    const company = companyOf(request);
    const form = parseFields(reviewsForm, readFields(request.body));
    if (!form.ok) return { Errore: form.error };
    const ids = form.data.IDArts ?? [form.data.IDArt ?? 0];
    const rows = await latestReviewsOf(db, company, ids, form.data.Limit);
    return {
      Errore: '',
      Recensioni: rows.map((r) => ({
        IDArt: r.IDArt,
        Nome: r.name,
        Messaggio: r.message,
        Voto: r.rating,
        Data: new Date(r.created_at).toISOString().slice(0, 10),
      })),
    };
  });
}
