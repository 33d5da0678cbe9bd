import type { Resolvers } from '../generated/resolvers.ts';
import { accountResolvers } from './account.ts';
import { catalogResolvers } from './catalog.ts';
import { productDetailResolvers } from './product-detail.ts';
import { tenantResolvers } from './tenant.ts';

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

export const resolvers = mergeResolvers(tenantResolvers, accountResolvers, catalogResolvers, productDetailResolvers);
