import type { Resolvers } from '../generated/resolvers.ts';
import { apiKeyResolvers } from '../../api-keys/api-key-resolvers.ts';
import { articlesResolvers } from '../../articles/articles-resolvers.ts';
import { accountResolvers } from './account.ts';
import { adminResolvers } from './admin.ts';
import { cartResolvers } from './cart.ts';
import { catalogueResolvers } from './catalogue.ts';
import { changesResolvers } from './changes.ts';
import { contentResolvers } from './content.ts';
import { compareResolvers } from './compare.ts';
import { currencyResolvers } from './currency.ts';
import { documentsResolvers } from './documents.ts';
import { accountSelfServiceResolvers } from './account-self-service.ts';
import { checkoutResolvers } from './checkout.ts';
import { ordersResolvers } from './orders.ts';
import { priceListResolvers } from './pricelists.ts';
import { quickOrderResolvers } from './quick-order.ts';
import { searchResolvers } from './search.ts';
import { productActionsResolvers } from './product-actions.ts';
import { productDetailResolvers } from './product-detail.ts';
import { tenantResolvers } from './tenant.ts';
import { wishlistResolvers } from './wishlist.ts';

/** Merges the per-domain resolver maps (one level deep: type → field). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out as Resolvers;
}

export const resolvers = mergeResolvers(
  tenantResolvers,
  accountResolvers,
  accountSelfServiceResolvers,
  catalogueResolvers,
  searchResolvers,
  productDetailResolvers,
  productActionsResolvers,
  cartResolvers,
  wishlistResolvers,
  checkoutResolvers,
  documentsResolvers,
  priceListResolvers,
  quickOrderResolvers,
  adminResolvers,
  contentResolvers,
  compareResolvers,
  currencyResolvers,
  apiKeyResolvers,
  articlesResolvers,
  ordersResolvers,
  changesResolvers,
);
