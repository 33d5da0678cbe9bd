import type { FastifyInstance } from 'fastify';
import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { tooCostlyError } from './query-cost.ts';
import { memoisedOperationCosts } from './query-cost-memo.ts';

const requested = new WeakMap<object, number>();

/** The cost of the operation a request runs, with its variables' values. */
function costOfRequest(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number {
  const costs = memoisedOperationCosts(schema, document, variables ?? {});
  const operation = getOperationAST(document, operationName);
  return costs.get(operation?.name?.value ?? '') ?? Math.max(0, ...costs.values());
}

/**
 * Limits that talk: before execution, the operation is costed with the request's own variables
 * (a `$pageSize` of 20 costs 20 items, not the 100 it may reach) and refused above the limit
 * with QUERY_TOO_COSTLY, its cost and the limit in `extensions`; every reply then says what it
 * cost in `extensions.cost` (`requested`, `limit`), so that a client can size its pages.
 */
export function registerQueryCostReport(app: FastifyInstance, limit: number): void {
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    const body = (context as { reply?: { request?: { body?: { operationName?: unknown } } } }).reply?.request?.body;
    const name = typeof body?.operationName === 'string' ? body.operationName : undefined;
    const cost = costOfRequest(schema, document, variables as Record<string, unknown> | undefined, name);
    if (cost > limit) throw tooCostlyError(getOperationAST(document, name)?.name?.value ?? '', cost, limit);
    requested.set(context, cost);
  });
  app.graphql.addHook('onResolution', async (execution, context) => {
    const cost = requested.get(context);
    if (cost === undefined) return;
    (execution as { extensions?: Record<string, unknown> }).extensions = { ...execution.extensions, cost: { requested: cost, limit } };
  });
}
