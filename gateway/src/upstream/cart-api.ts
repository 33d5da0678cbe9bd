import type { UpstreamHttp } from './http-client.ts';
import { loginReplySchema, normaliseLogin } from './replies/login.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';

/** The cart and the wishlist as the ERP stores them, one of each per login reference (IDRef). */
export interface SavedListsReply {
  cart: unknown[];
  wishlist: unknown[];
}

/**
 * The saved cart and wishlist: the ERP returns them only with a login and takes each back whole
 * (updateCart, updateWishList) under the login's reference id.
 */
export class CartApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** The ERP's address: two ERPs may number their login references alike. */
  get address(): string {
    return this.http.baseUrl;
  }

  async savedLists(c: Credentials): Promise<ErpResult<SavedListsReply>> {
    const reply = await this.http.postForm(
      'pegaso/login',
      { username: c.username, password: c.password, withoutAppOrder: true },
      loginReplySchema,
    );
    const login = normaliseLogin(reply);
    return login.ok ? accepted({ cart: login.value.cart, wishlist: login.value.wishlist }) : login;
  }

  saveCart(referenceId: number, cart: unknown[]): Promise<ErpResult<string>> {
    return this.simple('updateCart', { cart: JSON.stringify(cart), IDRef: referenceId });
  }

  saveWishlist(referenceId: number, wishlist: unknown[]): Promise<ErpResult<string>> {
    return this.simple('updateWishList', { wishList: JSON.stringify(wishlist), IDRef: referenceId });
  }

  private async simple(call: string, fields: Record<string, string | number>): Promise<ErpResult<string>> {
    const reply = await this.http.postForm(`pegaso/${call}`, fields, simpleReplySchema);
    return reply.Errore === '' ? accepted(reply.Risposta ?? '') : refusedBy(call, reply.Errore);
  }
}
