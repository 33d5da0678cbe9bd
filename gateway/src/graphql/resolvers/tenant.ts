import type { Resolvers } from '../generated/resolvers.ts';
import { isInMaintenance } from '../../tenants/maintenance.ts';
import { toMoney } from '../../domain/money.ts';

export const tenantResolvers: Resolvers = {
  Query: {
    tenant: (_parent, _args, ctx) => ctx.tenant.profile,
    ping: () => true,
  },
  Tenant: {
    anonymous: (_t, _a, { services: { env } }) => ({
      catalogue: env.PRODUCTS_WITHOUT_LOGIN,
      prices: env.ANON_SHOW_PRICES,
      grid: env.ANON_SHOW_GRID,
      quantities: env.ANON_SHOW_QUANTITIES,
    }),
    freeShippingAmount: (_t, _a, { services: { env } }) =>
      env.FREE_SHIPPING_AMOUNT > 0 ? toMoney(env.FREE_SHIPPING_AMOUNT, 'EUR') : null,
    maintenance: (_t, _a, { services: { env } }) => {
      const active = isInMaintenance(env, new Date());
      return { active, imageUrl: active ? '/maintenance.svg' : null };
    },
    buildDate: (_t, _a, ctx) => ctx.settings.buildDate,
  },
};
