import type { Resolvers } from '../generated/resolvers.ts';
import { isInMaintenance } from '../../tenants/maintenance.ts';
import { toMoney } from '../../domain/money.ts';

export const tenantResolvers: Resolvers = {
  Query: {
    tenant: (_parent, _args, ctx) => ctx.tenant.profile,
    ping: () => true,
  },
  Tenant: {
    anonymous: (_t, _a, { settings }) => ({
      catalogue: settings.productsWithoutLogin,
      prices: settings.anonymousPrices,
      grid: settings.anonymousGrid,
      quantities: settings.anonymousQuantities,
    }),
    freeShippingAmount: (_t, _a, { settings }) =>
      settings.freeShippingAmount > 0 ? toMoney(settings.freeShippingAmount, 'EUR') : null,
    maintenance: (_t, _a, { settings }) => {
      const active = isInMaintenance(settings.maintenance, new Date());
      return { active, imageUrl: active ? '/maintenance.svg' : null };
    },
    buildDate: (_t, _a, ctx) => ctx.settings.buildDate,
  },
};
