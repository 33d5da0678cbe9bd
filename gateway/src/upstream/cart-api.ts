import type { UpstreamHttp } from './http-client.ts';
import { loginReplySchema, normaliseLogin } from './replies/login.ts';
import { simpleReplySchema } from './replies/simple.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';
import type { SavedListsModel } from '../erp/cart-models.ts';
import type { CartLine } from '../domain/cart.ts';
import type { WishlistItem } from '../domain/wishlist.ts';
import { encodeCart, encodeWishlist } from './saved-items.ts';
import type { ErpCart } from '../erp/erp.ts';

/**
 * The saved cart and wishlist: the ERP returns them only with a login and takes each back whole
 * (updateCart, updateWishList) under the login's reference id.
 */
export class CartApi implements ErpCart {
  constructor(private readonly http: UpstreamHttp) {}

  /** The ERP's address: two ERPs may number their login references alike. */
  get address(): string {
    return this.http.baseUrl;
  }

  async savedLists(c: Credentials): Promise<ErpResult<SavedListsModel>> {
    const reply = await this.http.postForm(
      'pegaso/login',
      { username: c.username, password: c.password, withoutAppOrder: true },
      loginReplySchema,
    );
    const login = normaliseLogin(reply);
    return login.ok ? accepted(login.value.savedLists) : login;
  }

  saveCart(referenceId: number, lines: readonly CartLine[]): Promise<ErpResult<string>> {
    return this.simple('updateCart', { cart: JSON.stringify(encodeCart(lines)), IDRef: referenceId });
  }

  saveWishlist(referenceId: number, items: readonly WishlistItem[]): Promise<ErpResult<string>> {
    return this.simple('updateWishList', { wishList: JSON.stringify(encodeWishlist(items)), IDRef: referenceId });
  }

  private async simple(call: string, fields: Record<string, string | number>): Promise<ErpResult<string>> {
    const reply = await this.http.postForm(`pegaso/${call}`, fields, simpleReplySchema);
    return reply.Errore === '' ? accepted(reply.Risposta ?? '') : refusedBy(call, reply.Errore);
  }
}
