import type { DocumentNode, GraphQLSchema } from 'graphql';
import { operationCosts, sizeOf } from './query-cost.ts';

/** Costs remembered per document: one per distinct set of variable sizes, the oldest dropped first. */
const SIZES_PER_DOCUMENT = 32;

const remembered = new WeakMap<DocumentNode, Map<string, Map<string, number>>>();

/**
 * `operationCosts` with the request's variables, remembered per parsed document. A variable
 * counts only by its size (an Int's value, a list's length: `sizeOf`), so the listing's requests,
 * which differ by their filter object and search text, all share one cost. Mercurius keeps one
 * parsed document per query text, so the same query sent again finds its document here; walking
 * the document on every request was about 5 % of a search request's time.
 */
export function memoisedOperationCosts(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): Map<string, number> {
  let bySizes = remembered.get(document);
  if (!bySizes) remembered.set(document, (bySizes = new Map()));
  const key = JSON.stringify(Object.entries(variables).map(([name, value]) => [name, sizeOf(value) ?? null]));
  const known = bySizes.get(key);
  if (known) return known;
  const costs = operationCosts(schema, document, variables);
  bySizes.set(key, costs);
  if (bySizes.size > SIZES_PER_DOCUMENT) bySizes.delete(bySizes.keys().next().value!);
  return costs;
}
