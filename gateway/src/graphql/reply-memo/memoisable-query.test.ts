import { buildSchema, parse, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from '../schema.ts';
import { MEMOISABLE_FIELDS } from './memoisable-fields.ts';
import { isMemoisableQuery } from './memoisable-query.ts';

const schema = buildSchema(loadSchemaSdl());

const CARD = 'id sku name image { url alt } price { price { amount formatted marker display { formatted } } oldPrice { formatted } unitLabel } promoBadge soldOut';

describe('isMemoisableQuery', () => {
  it.each([
    ['the listing with its facets', `query($f: ProductFilter) { products(filter: $f) { totalCount items { ${CARD} } facets { sizes { value count selected } promoCount } } }`, true],
    ['the shop listing page: tenant features, fragments, __typename', `query P { tenant { id features { filterSidebar } } products { __typename items { ...Card } facets { brands { ...F } } } } fragment Card on Product { ${CARD} } fragment F on FacetValue { value count selected }`, true],
    ['an inline fragment on the same type', '{ products { items { ... on Product { id name } } } }', true],
    ['aliases', '{ a: products { items { b: name } } }', true],
    ['a cart-dependent field', '{ products { items { id inCart } } }', false],
    ['stock left after the cart', '{ products { items { maxQuantity } } }', false],
    ['the clock (maintenance)', '{ tenant { maintenance { active } } products { totalCount } }', false],
    ['another root field', '{ products { totalCount } cart { id } }', false],
    ['a field through a fragment', '{ products { items { ...D } } } fragment D on Product { reviews { text } }', false],
    ['a missing fragment', '{ products { items { ...Nope } } }', false],
    ['a mutation', 'mutation { logout { ok } }', false],
    ['an unknown field', '{ products { items { nope } } }', false],
  ])('%s: %s', (_name, query, expected) => {
    expect(isMemoisableQuery(schema, parse(query))).toBe(expected);
  });

  it('judges the named operation of a document with several', () => {
    const doc = parse('query A { products { totalCount } } query B { cart { id } }');
    expect([isMemoisableQuery(schema, doc, 'A'), isMemoisableQuery(schema, doc, 'B'), isMemoisableQuery(schema, doc)]).toEqual([true, false, false]);
  });

  it('refuses a fragment cycle instead of recursing', () => {
    const doc = parse('{ products { items { ...A } } } fragment A on Product { ...B } fragment B on Product { ...A }');
    expect(isMemoisableQuery(schema, doc)).toBe(false);
  });
});

describe('MEMOISABLE_FIELDS', () => {
  it('names only types and fields of the schema (a renamed field would silently stop the memo)', () => {
    for (const [typeName, fields] of Object.entries(MEMOISABLE_FIELDS)) {
      const type = schema.getType(typeName);
      expect(type && 'getFields' in type, typeName).toBe(true);
      const known = Object.keys((type as GraphQLObjectType).getFields());
      if (fields !== '*') for (const field of fields) expect(known, `${typeName}.${field}`).toContain(field);
    }
  });
});
