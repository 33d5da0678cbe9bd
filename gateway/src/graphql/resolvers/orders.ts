import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers.ts';
import { PAGE_OUT_OF_RANGE } from '../page-out-of-range.ts';
import { ORDERS_TEXTS, findOrder, listOrders } from '../../orders/orders-service.ts';

export const ordersResolvers: Resolvers = {
  Query: {
    orders: async (_p, { first, after, status }, ctx) => {
      const page = await listOrders(ctx, { first: first ?? 20, after: after ?? null, status: status ?? null });
      // A cursor naming no order is a position past the list, as a page past the last is.
      if (page === 'UNKNOWN_CURSOR')
        throw new GraphQLError(ORDERS_TEXTS.after, { extensions: { code: PAGE_OUT_OF_RANGE, argument: 'after' } });
      return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
    order: (_p, { id }, ctx) => findOrder(ctx, id),
  },
};
