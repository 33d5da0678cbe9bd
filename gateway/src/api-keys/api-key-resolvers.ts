import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-service.ts';

const NOT_FOUND_MESSAGE = 'Chiave non trovata';

export const apiKeyResolvers: Resolvers = {
  Viewer: {
    apiKeys: (_viewer, _a, ctx) => listApiKeys(ctx),
  },
  Mutation: {
    apiKeyCreate: async (_p, { input }, ctx) => {
      const outcome = await createApiKey(ctx, input.name);
      if (!outcome.ok) {
        return { key: null, apiKey: null, userErrors: [{ code: outcome.code, message: outcome.message, field: ['input', 'name'] }] };
      }
      return { key: outcome.key, apiKey: outcome.apiKey, userErrors: [] };
    },
    apiKeyRevoke: async (_p, { input }, ctx) => {
      if (await revokeApiKey(ctx, input.id)) return { revokedId: input.id, userErrors: [] };
      return { revokedId: null, userErrors: [{ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE, field: ['input', 'id'] }] };
    },
  },
};
