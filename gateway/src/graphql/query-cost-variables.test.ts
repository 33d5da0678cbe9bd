import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from './schema.ts';
import { operationCosts, type CostVariables } from './query-cost.ts';

const schema = buildSchema(loadSchemaSdl());
const cost = (query: string, variables: CostVariables) => [...operationCosts(schema, parse(query), variables).values()][0];

const PAGE = 'query($n: Int!) { products(pageSize: $n) { items { id } } }';
const ARTICLES = 'query($c: [String!]!) { articles(codes: $c) { code } }';

describe('operationCosts with variables', () => {
  it.each<[string, string, CostVariables, number]>([
    ['a page size variable costs its value', PAGE, { n: 20 }, 1 + 20 * 2],
    ['a page size variable above the cap costs the cap', PAGE, { n: 5000 }, 1 + 100 * 2],
    ['a page size variable costs the cap without variables', PAGE, undefined, 1 + 100 * 2],
    ['a page size variable costs 1 while validating', PAGE, 'lower-bound', 1 + 1 * 2],
    ['a missing page size variable costs the cap', PAGE, {}, 1 + 100 * 2],
    ['article codes cost one row each', ARTICLES, { c: ['A', 'B', 'C'] }, 3 * 2],
    ['article codes above 500 cost 500 rows', ARTICLES, { c: Array.from({ length: 900 }, () => 'A') }, 500 * 2],
    ['literal article codes cost their count', '{ articles(codes: ["A", "B"]) { code found } }', undefined, 2 * 3],
  ])('%s', (_name, query, variables, expected) => {
    expect(cost(query, variables)).toBe(expected);
  });
});
