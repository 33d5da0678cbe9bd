import type { Resolvers } from '../generated/resolvers.ts';
import { readChanges } from '../../changes/changes-service.ts';

export const changesResolvers: Resolvers = {
  Query: {
    changes: (_p, { after, first }, ctx) => readChanges(ctx, { after: after ?? null, first: first ?? 100 }),
  },
};
