import { UpstreamHttp, type UpstreamHttpOptions } from './http-client.ts';
import { customersReplySchema, normaliseCustomers } from './replies/customers.ts';
import { loginReplySchema, normaliseLogin, type LoginOutcome } from './replies/login.ts';
import { catalogueContextSchema, normalisePricingContext } from './replies/products.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { readCatalogueReply, type CatalogueReader, type CatalogueReplyOutcome } from './catalogue-reply.ts';
import type { Credentials, PricingContextData, UpstreamCustomer } from '../erp/models.ts';

export interface SimpleOutcome {
  ok: boolean;
  error: string;
  answer: string;
}

/** One company's business API, spoken in its own terms and returned in ours. */
export class PegasoApi {
  readonly http: UpstreamHttp;

  constructor(baseUrl: string, options: UpstreamHttpOptions) {
    this.http = new UpstreamHttp(baseUrl.replace(/\/+$/, ''), options);
  }

  async login(c: Credentials): Promise<LoginOutcome> {
    const reply = await this.http.postForm(
      'pegaso/login',
      { username: c.username, password: c.password, withoutAppOrder: true },
      loginReplySchema,
    );
    return normaliseLogin(reply);
  }

  async customersOf(c: Credentials): Promise<UpstreamCustomer[]> {
    const reply = await this.http.postForm(
      'pegaso/getWebAppCustomersFromAgent',
      { username: c.username, password: c.password },
      customersReplySchema,
    );
    return normaliseCustomers(reply);
  }

  /**
   * A customer's pricing context (personal discounts, conditions, last prices, itemsNoSco):
   * getProducts without its items. A reply carrying Errore yields `{ error }`.
   */
  async pricingContext(
    c: Credentials,
    customerId: number,
  ): Promise<{ ok: false; error: string } | { ok: true; data: PricingContextData }> {
    const reply = await this.http.postJsonAsForm(
      'pegaso/getProducts',
      { username: c.username, password: c.password, recommended: [], idCli: customerId, withoutItems: true },
      catalogueContextSchema,
    );
    if (reply.Errore) return { ok: false, error: reply.Errore };
    return { ok: true, data: normalisePricingContext(reply) };
  }

  /**
   * The public catalogue, read as it arrives (catalogue-reply.ts): each product's JSON text
   * and each description go to `reader`.
   */
  async streamCatalogue(c: Credentials, reader: CatalogueReader): Promise<CatalogueReplyOutcome> {
    const payload = { username: c.username, password: c.password, recommended: [], idCli: 0, withoutItems: false };
    return this.http.postJsonStreamed('pegaso/getProducts', payload, (body) => readCatalogueReply(body, reader));
  }

  async updateCart(referenceId: number, cart: unknown[]): Promise<SimpleOutcome> {
    return this.simple('pegaso/updateCart', { cart: JSON.stringify(cart), IDRef: referenceId });
  }

  async updateWishList(referenceId: number, wishlist: unknown[]): Promise<SimpleOutcome> {
    return this.simple('pegaso/updateWishList', { wishList: JSON.stringify(wishlist), IDRef: referenceId });
  }

  async image(name: string) {
    return this.http.getBinary(`images/${encodeURIComponent(name)}`);
  }

  async file(name: string) {
    return this.http.getBinary(`files/${encodeURIComponent(name)}`);
  }

  /** Used by /readyz: the upstream answers at all. */
  async ping(): Promise<boolean> {
    try {
      const res = await this.http.getBinary('healthz');
      return res !== null;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.http.close();
  }

  protected async simple(path: string, fields: Record<string, string | number>): Promise<SimpleOutcome> {
    const reply = await this.http.postForm(path, fields, simpleReplySchema);
    return { ok: reply.Errore === '', error: reply.Errore, answer: reply.Risposta ?? '' };
  }
}
