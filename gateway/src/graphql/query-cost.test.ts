import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from './schema.ts';
import { operationCosts, queryLimitsRule } from './query-cost.ts';

const schema = buildSchema(loadSchemaSdl());
const limits = { maxCost: 10_000, maxAliases: 20, maxFragments: 30 };
const cost = (query: string) => [...operationCosts(schema, parse(query)).values()][0];
const errors = (query: string) => validate(schema, parse(query), [queryLimitsRule(limits)]).map((e) => e.message);

describe('operationCosts', () => {
  it.each([
    ['scalars are free', '{ ping }', 0],
    ['an object costs one', '{ product(id: "1") { id } }', 1],
    ['a related list costs its literal limit', '{ product(id: "1") { related(limit: 5) { id } } }', 1 + 5],
    ['a limit above the cap costs the cap', '{ product(id: "1") { related(limit: 99999) { id } } }', 1 + 1000],
    ['an omitted or variable limit costs the cap', 'query($n: Int) { product(id: "1") { related(limit: $n) { id } } }', 1 + 1000],
    ['nested lists multiply', '{ product(id: "1") { related(limit: 5) { related(limit: 4) { id } } } }', 1 + 5 * (1 + 4)],
    ['a page costs its page size', '{ products(pageSize: 10) { items { id } } }', 1 + 10],
    ['fragments cost what they hold', '{ product(id: "1") { ...R } } fragment R on Product { related(limit: 2) { id } }', 1 + 2],
  ])('%s', (_name, query, expected) => {
    expect(cost(query)).toBe(expected);
  });
});

describe('queryLimitsRule', () => {
  it('refuses the nested related fan-out that returned 196,000 objects', () => {
    const [message] = errors('{ product(id: "1") { related { related { related { related(limit: 5) { id } } } } } }');
    expect(message).toMatch(/^Richiesta troppo costosa: costo \d+, il limite è 10000$/);
  });

  it('accepts a product page with its related products', () => {
    expect(errors('{ product(id: "1") { id name related(limit: 1000) { id name image { url } price { price { amount } } } } }')).toEqual([]);
  });

  it('caps aliases per document', () => {
    const many = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: customers { id }`).join(' ')} }`;
    expect(errors(many(20))).toEqual([]);
    expect(errors(many(21))).toEqual(['Troppi alias nella richiesta: 21, il limite è 20']);
  });

  it('caps fragment definitions per document', () => {
    const fragments = Array.from({ length: 31 }, (_, i) => `fragment F${i} on Product { id ${i < 30 ? `...F${i + 1}` : ''} }`);
    expect(errors(`{ product(id: "1") { ...F0 } } ${fragments.join(' ')}`)).toEqual(['Troppi frammenti nella richiesta: 31, il limite è 30']);
  });
});
