import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from './schema.ts';
import { operationCosts, queryLimitsRule } from './query-cost.ts';
import { descriptionAliasQuery, REVIEWS_FAN_OUT_QUERY } from '../../../tests/support/hostile-queries.ts';

const schema = buildSchema(loadSchemaSdl());
const limits = { maxCost: 50_000, maxAliases: 20, maxFragments: 30 };
const cost = (query: string) => [...operationCosts(schema, parse(query)).values()][0];
const errors = (query: string) => validate(schema, parse(query), [queryLimitsRule(limits)]).map((e) => e.message);

describe('operationCosts', () => {
  it.each([
    ['a field costs one', '{ ping }', 1],
    ['__typename and introspection are free', '{ __typename }', 0],
    ['an object costs one plus its fields', '{ product(id: "1") { id } }', 2],
    ['a long text costs twenty', '{ product(id: "1") { descriptionHtml } }', 1 + 20],
    ['each alias costs its field again', '{ product(id: "1") { a: descriptionHtml b: descriptionHtml id } }', 1 + 20 + 20 + 1],
    ['a related list costs its literal limit', '{ product(id: "1") { related(limit: 5) { id } } }', 1 + 5 * 2],
    ['a limit above the cap costs the cap', '{ product(id: "1") { related(limit: 99999) { id } } }', 1 + 1000 * 2],
    ['an omitted or variable limit costs the cap', 'query($n: Int) { product(id: "1") { related(limit: $n) { id } } }', 1 + 1000 * 2],
    ['nested lists multiply', '{ product(id: "1") { related(limit: 5) { related(limit: 4) { id } } } }', 1 + 5 * (1 + 4 * 2)],
    ['a page costs its page size', '{ products(pageSize: 10) { items { id } } }', 1 + 10 * 2],
    ['fragments cost what they hold', '{ product(id: "1") { ...R } } fragment R on Product { related(limit: 2) { id } }', 1 + 2 * 2],
    ['reviews without a limit cost the schema default (10)', '{ product(id: "1") { reviews { message } } }', 1 + 10 * (1 + 20)],
    ['reviews cost at most their cap (20)', '{ product(id: "1") { reviews(limit: 500) { name message } } }', 1 + 20 * (1 + 1 + 20)],
    ['a variable reviews limit costs the cap', 'query($n: Int) { product(id: "1") { reviews(limit: $n) { name } } }', 1 + 20 * 2],
    ['a list of scalars costs a typical list', '{ product(id: "1") { tags } }', 1 + 10],
  ])('%s', (_name, query, expected) => {
    expect(cost(query)).toBe(expected);
  });
});

describe('queryLimitsRule', () => {
  it('refuses the nested related fan-out that returned 196,000 objects', () => {
    const [message] = errors('{ product(id: "1") { related { related { related { related(limit: 5) { id } } } } } }');
    expect(message).toMatch(/^Richiesta troppo costosa: costo \d+, il limite è 50000$/);
  });

  it('refuses the 482-byte query of twenty description aliases (a 10.1 MB reply)', () => {
    expect(cost(descriptionAliasQuery())).toBe(1 + 100 * (1 + 98 * (1 + 1 + 1 + 20 * 20)));
    expect(errors(descriptionAliasQuery())[0]).toMatch(/^Richiesta troppo costosa: costo 3949501, il limite è 50000$/);
  });

  it('refuses the 93-byte reviews query at their real bound', () => {
    expect(cost(REVIEWS_FAN_OUT_QUERY)).toBe(1 + 90 * (1 + 10 * (1 + 20 * (1 + 1 + 20))));
    expect(errors(REVIEWS_FAN_OUT_QUERY)).toHaveLength(1);
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
