import type { UpstreamHttp } from './http-client.ts';
import { simpleReplySchema } from './replies/simple.ts';
import type { Credentials } from './types.ts';

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

  async addArtInPromemoria(articleId: number, customerId: number, referenceId: number): Promise<ActionOutcome> {
    return this.post('pegaso/addArtInPromemoria', { IDArt: articleId, IDCli: customerId, IdDetCliRef: referenceId });
  }

  private async post(path: string, fields: Record<string, string | number>): Promise<ActionOutcome> {
    const reply = await this.http.postForm(path, fields, simpleReplySchema);
    return { ok: reply.Errore === '', error: reply.Errore, answer: reply.Risposta ?? '' };
  }
}
