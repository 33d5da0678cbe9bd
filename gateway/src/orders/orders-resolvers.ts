import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { findOrder, listOrders } from './orders-service.ts';

export const ordersResolvers: Resolvers = {
  Query: {
    orders: async (_p, { first, after, status }, ctx) => {
      const page = await listOrders(ctx, { first: first ?? 20, after: after ?? null, status: status ?? null });
      return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
    order: (_p, { id }, ctx) => findOrder(ctx, id),
  },
};
