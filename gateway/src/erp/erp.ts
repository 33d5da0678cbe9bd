import type { AccountApi } from '../upstream/account-api.ts';
import type { AdminApi } from '../upstream/admin-api.ts';
import type { CartApi } from '../upstream/cart-api.ts';
import type { CatalogueApi } from '../upstream/catalogue-api.ts';
import type { CatalogueBookApi } from '../upstream/catalogue-book-api.ts';
import type { CheckoutApi } from '../upstream/checkout-api.ts';
import type { DocumentsApi } from '../upstream/documents-api.ts';
import type { PriceListsApi } from '../upstream/price-lists-api.ts';

/**
 * One company's ERP as the gateway sees it: one façade per area, built once with the tenant's
 * runtime (`ctx.tenant.erp`). Each call speaks shop-model types (erp/*-models.ts); the ERP's
 * own names and encodings end in the adapter (upstream/). A call the ERP may refuse answers an
 * `ErpResult` (erp-result.ts); only an unreachable or malformed ERP throws.
 */
export interface Erp {
  /** The ERP's base address: two ERPs may number their customers and references alike. */
  address: string;
  catalogue: CatalogueApi;
  cart: CartApi;
  checkout: CheckoutApi;
  documents: DocumentsApi;
  account: AccountApi;
  admin: AdminApi;
  pricelists: PriceListsApi;
  /** The printed catalogue book and its files. */
  content: CatalogueBookApi;
  /** Used by /readyz: the ERP answers at all. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
