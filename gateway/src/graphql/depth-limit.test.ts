import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitRule } from './depth-limit.ts';
import { fanOutQuery } from '../../../tests/support/hostile-queries.ts';

const schema = buildSchema(`
  type Product { id: ID! related: [Product!]! }
  type Query { product(id: ID): Product }
`);

/** The document with each fragment's selection set behind a getter that counts its reads. */
function countingFragmentReads(doc: DocumentNode): { doc: DocumentNode; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const definitions = doc.definitions.map((def) => {
    if (def.kind !== Kind.FRAGMENT_DEFINITION) return def;
    const name = def.name.value;
    const { selectionSet, ...rest } = def;
    return Object.defineProperty({ ...rest }, 'selectionSet', {
      enumerable: true,
      get: () => {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return selectionSet;
      },
    }) as typeof def;
  });
  return { doc: { ...doc, definitions }, reads };
}

describe('depthLimitRule', () => {
  it('reads each fragment a bounded number of times, whatever the fan-out', () => {
    const { doc, reads } = countingFragmentReads(parse(fanOutQuery(20)));
    const errors = validate(schema, doc, [depthLimitRule(100)]);
    expect(errors).toEqual([]);
    expect(reads.size).toBe(20);
    // One read by graphql-js's own walk of the document, one to compute the fragment's depth;
    // spreads reuse it (the rule without memo read F19 2^19 times).
    expect(Math.max(...reads.values())).toBe(2);
  });

  it.each([
    ['a flat query', '{ product { id } }', 12, 0],
    ['exactly at the limit', '{ product { related { related { id } } } }', 4, 0],
    ['one past the limit', '{ product { related { related { related { id } } } } }', 4, 1],
    ['depth hidden in fragments', '{ product { ...A } } fragment A on Product { related { ...B } } fragment B on Product { related { related { id } } }', 4, 1],
    ['inline fragments count their fields', '{ product { ... on Product { related { related { id } } } } }', 4, 0],
    ['introspection is not counted', '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 2, 0],
  ])('%s', (_name, query, limit, errorCount) => {
    expect(validate(schema, parse(query), [depthLimitRule(limit)])).toHaveLength(errorCount);
  });

  it('names the depth and the limit in its message', () => {
    const [error] = validate(schema, parse('{ product { related { related { id } } } }'), [depthLimitRule(2)]);
    expect(error?.message).toBe('Richiesta troppo annidata: profondità (depth) 4, il limite è 2');
  });
});
