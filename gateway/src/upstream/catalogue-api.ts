import type { UpstreamHttp } from './http-client.ts';
import { z } from 'zod';
import { errore, num, text } from './fields.ts';
import { simpleReplySchema } from './replies/simple.ts';
import type { Credentials } from '../erp/models.ts';

/** Errore empty means done; Risposta is the text the upstream wants shown. */
export interface ActionOutcome {
  ok: boolean;
  error: string;
  answer: string;
}

export interface UpstreamReview {
  name: string;
  email: string;
  message: string;
  rating: number;
}

/** A stored review as the shop shows it (the reviewer's e-mail address never leaves the ERP). */
export interface StoredReview {
  name: string;
  message: string;
  rating: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

const reviewsReplySchema = z
  .object({
    Errore: errore().default(''),
    Recensioni: z.array(z.object({ IDArt: num(), Nome: text(), Messaggio: text(), Voto: num(), Data: text() }).loose()).default([]),
  })
  .loose();

/** Product ids per getReviews call, as the upstream accepts them. */
export const REVIEWS_BATCH_MAX = 200;

/** The product page's own calls: reviews and 'notify me when available' (spec §7). */
export class ProductActionsApi {
  constructor(private readonly http: UpstreamHttp) {}

  async setReview(c: Credentials, articleId: number, review: UpstreamReview): Promise<ActionOutcome> {
    return this.post('pegaso/setReview', {
      username: c.username,
      password: c.password,
      name: review.name,
      userMail: review.email,
      userMessage: review.message,
      userRating: review.rating,
      IDArt: articleId,
    });
  }

  /**
   * The newest `limit` reviews of each product, newest first, in one call (IDArts, at most
   * REVIEWS_BATCH_MAX ids); a product without reviews, or every product when the upstream
   * refuses, maps to none.
   */
  async getReviews(productIds: readonly number[], limit: number): Promise<Map<number, StoredReview[]>> {
    const byProduct = new Map<number, StoredReview[]>(productIds.map((id) => [id, []]));
    const reply = await this.http.postForm('pegaso/getReviews', { IDArts: productIds.join(','), Limit: limit }, reviewsReplySchema);
    if (reply.Errore !== '') return byProduct;
    for (const r of reply.Recensioni) {
      byProduct.get(r.IDArt)?.push({ name: r.Nome, message: r.Messaggio, rating: r.Voto, date: r.Data });
    }
    return byProduct;
  }

  async addArtInPromemoria(articleId: number, customerId: number, referenceId: number): Promise<ActionOutcome> {
    return this.post('pegaso/addArtInPromemoria', { IDArt: articleId, IDCli: customerId, IdDetCliRef: referenceId });
  }

  private async post(path: string, fields: Record<string, string | number>): Promise<ActionOutcome> {
    const reply = await this.http.postForm(path, fields, simpleReplySchema);
    return { ok: reply.Errore === '', error: reply.Errore, answer: reply.Risposta ?? '' };
  }
}
