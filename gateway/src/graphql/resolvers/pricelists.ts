import { servedCustomerId } from '../../session/viewer.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { requireSession } from '../guards.ts';
import { priceListOptions } from '../../pricelists/price-list-subject.ts';

const choice = (c: { id: number; name: string }) => ({ id: String(c.id), name: c.name });

export const priceListResolvers: Resolvers = {
  Query: {
    priceListOptions: async (_p, _a, ctx) => {
      const session = requireSession(ctx);
      const options = await priceListOptions(ctx);
      const current = servedCustomerId(session);
      return {
        role: options.role,
        lists: options.lists.map(choice),
        customers: options.customers.map(choice),
        currentCustomerId:
          current !== null && options.customers.some((c) => c.id === current) ? String(current) : null,
        showsPrices: options.showsPrices,
        pricesIncludeVat: ctx.tenant.profile.rules.vatInclusive,
      };
    },
  },
};
