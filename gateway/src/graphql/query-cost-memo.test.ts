import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from './schema.ts';
import { operationCosts } from './query-cost.ts';
import { memoisedOperationCosts } from './query-cost-memo.ts';

const schema = buildSchema(loadSchemaSdl());
const PAGE = 'query($n: Int!, $f: ProductFilter) { products(pageSize: $n, filter: $f) { items { id } } }';
const ARTICLES = 'query($c: [String!]!) { articles(codes: $c) { code } }';

describe('memoisedOperationCosts', () => {
  it('costs each size of the variables as operationCosts does, on one document', () => {
    const document = parse(PAGE);
    for (const n of [20, 5000, 20, 1, 42, 1]) {
      expect(memoisedOperationCosts(schema, document, { n, f: { name: `felpa ${n}` } })).toEqual(operationCosts(schema, document, { n }));
    }
    const articles = parse(ARTICLES);
    for (const length of [3, 900, 3, 0]) {
      const c = Array.from({ length }, () => 'A');
      expect(memoisedOperationCosts(schema, articles, { c })).toEqual(operationCosts(schema, articles, { c }));
    }
  });

  it('walks a document once for variables of the same sizes, whatever their values', () => {
    const document = parse(PAGE);
    const first = memoisedOperationCosts(schema, document, { n: 42, f: { name: 'felpa' } });
    expect(memoisedOperationCosts(schema, document, { n: 42, f: { name: 'polo nera', values: { color: ['NERO'] } } })).toBe(first);
    expect(memoisedOperationCosts(schema, parse(PAGE), { n: 42, f: { name: 'felpa' } })).not.toBe(first);
  });

  it('keeps a bounded number of sizes per document', () => {
    const document = parse(PAGE);
    const first = memoisedOperationCosts(schema, document, { n: 1 });
    for (let n = 2; n <= 40; n++) memoisedOperationCosts(schema, document, { n });
    const again = memoisedOperationCosts(schema, document, { n: 1 });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
