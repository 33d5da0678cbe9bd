import type { FastifyInstance, FastifyReply } from 'fastify';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { GatewayServices } from '../services.ts';
import { requestContextOf } from '../http/request-context-of.ts';
import type { GraphQLContext } from './context.ts';
import { formatErrors } from './errors.ts';
import { resolvers } from './resolvers/index.ts';
import { loadSchemaSdl } from './schema.ts';
import { depthLimitRule } from './depth-limit.ts';
import { queryLimitsRule } from './query-cost.ts';
import { registerQueryCostReport } from './query-cost-report.ts';
import { assertNoControlCharacters, controlCharacterRule } from './input-guards.ts';
import { DateScalar } from './scalars.ts';
import { DateTimeScalar } from './date-time-scalar.ts';
import { GRAPHQL_PATH } from './graphql-path.ts';
import { REDIS_RETRY_AFTER_SECONDS } from '../lib/redis-unavailable.ts';

/**
 * GraphQL over HTTP at /graphql: schema first, CSRF prevention on, errors masked, and every
 * document's cost bounded before it runs (tokens, depth, aliases, fragments, estimated objects).
 */
export async function registerGraphQL(app: FastifyInstance, services: GatewayServices): Promise<void> {
  const { env } = services;
  // GraphQL-over-HTTP allows `"extensions": null`; Mercurius rejects it, so drop it first.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (request.url.startsWith(GRAPHQL_PATH) && body && typeof body === 'object' && body.extensions === null) {
      delete body.extensions;
    }
  });
  await app.register(mercurius, {
    schema: loadSchemaSdl(),
    resolvers: { ...resolvers, Date: DateScalar, DateTime: DateTimeScalar } as never,
    graphiql: false,
    path: GRAPHQL_PATH,
    allowBatchedQueries: false,
    // A query seen this often is compiled by graphql-jit: the listing and the shop's other hot
    // queries then skip graphql-js's generic execution (several times faster on a listing page).
    jit: env.GRAPHQL_JIT,
    // Authorization is not a CORS-safelisted header: a request carrying it was preflighted, so an
    // API client's GET needs no other CSRF header (a wrong key never gets this far).
    csrfPrevention: { requiredHeaders: ['x-mercurius-operation-name', 'mercurius-require-preflight', 'authorization'] },
    // Parsing stops at the token limit: a huge document costs no more than a small one.
    graphql: { parseOptions: { maxTokens: env.QUERY_TOKEN_LIMIT } },
    validationRules: [
      depthLimitRule(env.QUERY_DEPTH_LIMIT),
      queryLimitsRule({ maxCost: env.QUERY_COST_LIMIT, maxAliases: env.QUERY_ALIAS_LIMIT, maxFragments: env.QUERY_FRAGMENT_LIMIT }),
      controlCharacterRule,
      ...(env.INTROSPECTION ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    context: (request, reply): GraphQLContext => ({ ...requestContextOf(request, services), request, reply }),
    errorFormatter: (execution, context) => {
      const reply = (context as { reply?: FastifyReply }).reply;
      return formatErrors(execution, reply?.log ?? app.log, () =>
        reply?.header('retry-after', String(REDIS_RETRY_AFTER_SECONDS)),
      );
    },
  });
  registerQueryCostReport(app, env.QUERY_COST_LIMIT);
  // Literals are checked once per query text (validation); variables change on every request.
  app.graphql.addHook('preExecution', async (_schema, _document, _context, variables) => {
    assertNoControlCharacters(variables as Record<string, unknown> | undefined);
  });
}
