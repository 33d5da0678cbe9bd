import type { Erp } from '../erp/erp.ts';
import { AccountApi } from './account-api.ts';
import { AdminApi } from './admin-api.ts';
import { CartApi } from './cart-api.ts';
import { CatalogueApi } from './catalogue-api.ts';
import { CatalogueBookApi } from './catalogue-book-api.ts';
import { CheckoutApi } from './checkout-api.ts';
import { DocumentsApi } from './documents-api.ts';
import { UpstreamHttp, type UpstreamHttpOptions } from './http-client.ts';
import { PriceListsApi } from './price-lists-api.ts';

/** One company's business API, spoken in its own terms and returned in ours: one connection pool, one façade. */
export function createErp(baseUrl: string, options: UpstreamHttpOptions): Erp {
  const http = new UpstreamHttp(baseUrl.replace(/\/+$/, ''), options);
  return {
    address: http.baseUrl,
    catalogue: new CatalogueApi(http),
    cart: new CartApi(http),
    checkout: new CheckoutApi(http),
    documents: new DocumentsApi(http),
    account: new AccountApi(http),
    admin: new AdminApi(http),
    pricelists: new PriceListsApi(http),
    content: new CatalogueBookApi(http),
    async ping() {
      try {
        return (await http.getBinary('healthz')) !== null;
      } catch {
        return false;
      }
    },
    close: () => http.close(),
  };
}
