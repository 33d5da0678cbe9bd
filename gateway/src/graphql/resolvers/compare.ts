import type { Resolvers } from '../generated/resolvers.ts';
import { addToCompare, compareList, removeFromCompare } from '../../compare/compare-list.ts';

/** A product id the client sends: digits only, else no product. */
const idOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

export const compareResolvers: Resolvers = {
  Query: {
    compareList: (_p, _a, ctx) => compareList(ctx),
  },
  Mutation: {
    compareAdd: (_p, { input }, ctx) => addToCompare(ctx, idOf(input.productId)),
    compareRemove: (_p, { input }, ctx) => removeFromCompare(ctx, idOf(input.productId)),
  },
};
