import { z } from 'zod';
import { errore, num, text } from './fields.ts';
import type { UpstreamHttp } from './http-client.ts';
import { readCatalogueReply, type CatalogueReplyOutcome } from './catalogue-reply.ts';
import { catalogueContextSchema, normalisePricingContext } from './replies/products.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials, PricingContextData } from '../erp/models.ts';
import type { CatalogueReader, NewReview, StoredReview } from '../erp/catalogue-models.ts';
import type { ErpCatalogue } from '../erp/erp.ts';

const reviewsReplySchema = z
  .object({
    Errore: errore().default(''),
    Recensioni: z.array(z.object({ IDArt: num(), Nome: text(), Messaggio: text(), Voto: num(), Data: text() }).loose()).default([]),
  })
  .loose();

/** The catalogue's calls: products, a customer's pricing context, images, reviews, 'notify me'. */
export class CatalogueApi implements ErpCatalogue {
  constructor(private readonly http: UpstreamHttp) {}

  /** A customer's pricing context (personal discounts, conditions, last prices, itemsNoSco): getProducts without its items. */
  async pricingContext(c: Credentials, customerId: number): Promise<ErpResult<PricingContextData>> {
    const reply = await this.http.postJsonAsForm(
      'pegaso/getProducts',
      { username: c.username, password: c.password, recommended: [], idCli: customerId, withoutItems: true },
      catalogueContextSchema,
    );
    if (reply.Errore) return refusedBy('getProducts', reply.Errore);
    return accepted(normalisePricingContext(reply));
  }

  /**
   * The public catalogue, read as it arrives (catalogue-reply.ts): each product's JSON text
   * and each description go to `reader`.
   */
  async streamCatalogue(c: Credentials, reader: CatalogueReader): Promise<CatalogueReplyOutcome> {
    const payload = { username: c.username, password: c.password, recommended: [], idCli: 0, withoutItems: false };
    return this.http.postJsonStreamed('pegaso/getProducts', payload, (body) => readCatalogueReply(body, reader));
  }

  image(name: string) {
    return this.http.getBinary(`images/${encodeURIComponent(name)}`);
  }

  file(name: string) {
    return this.http.getBinary(`files/${encodeURIComponent(name)}`);
  }

  async setReview(c: Credentials, articleId: number, review: NewReview): Promise<ErpResult<string>> {
    return this.post('setReview', {
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

  /** 'Notify me when available' (addArtInPromemoria). */
  async notifyWhenAvailable(articleId: number, customerId: number, referenceId: number): Promise<ErpResult<string>> {
    return this.post('addArtInPromemoria', { IDArt: articleId, IDCli: customerId, IdDetCliRef: referenceId });
  }

  /** A call answering Errore and Risposta: the answer's text when done. */
  private async post(call: string, fields: Record<string, string | number>): Promise<ErpResult<string>> {
    const reply = await this.http.postForm(`pegaso/${call}`, fields, simpleReplySchema);
    return reply.Errore === '' ? accepted(reply.Risposta ?? '') : refusedBy(call, reply.Errore);
  }
}
