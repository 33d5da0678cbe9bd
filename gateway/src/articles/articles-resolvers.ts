import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { articlesByCode } from './articles-service.ts';

export const articlesResolvers: Resolvers = {
  Query: {
    articles: (_p, { codes }, ctx) => articlesByCode(ctx, codes),
  },
};
