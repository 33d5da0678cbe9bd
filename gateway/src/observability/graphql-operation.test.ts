import { describe, expect, it } from 'vitest';
import { boundedNames, operationOf } from './graphql-operation.ts';

describe('operationOf', () => {
  it.each([
    ['the operation name sent', { query: 'query Listing { products { totalCount } }', operationName: 'Listing' }, 'Listing', 'query'],
    ['the name in the text', { query: 'mutation AddToCart($i: X!) { add(i: $i) }' }, 'AddToCart', 'mutation'],
    ['after a comment', { query: '# the cart\nquery Cart { cart { id } }' }, 'Cart', 'query'],
    ['an anonymous shorthand query', { query: '{ session { status } }' }, '(anonymous)', 'query'],
    ['an anonymous mutation', { query: 'mutation { logout { redirectTo } }' }, '(anonymous)', 'mutation'],
    ['a name that is not an identifier', { query: '{ a }', operationName: 'x y\n' }, '(anonymous)', 'query'],
    ['no body', undefined, '(anonymous)', 'query'],
    ['a query that is not text', { query: 42 }, '(anonymous)', 'query'],
  ] as const)('%s', (_name, body, operation, type) => {
    expect(operationOf(body)).toEqual({ operation, type });
  });
});

describe('boundedNames', () => {
  it('keeps the first names and counts later new ones as other', () => {
    const name = boundedNames(2);
    expect(['A', 'B', 'C', 'A', 'B', 'D'].map(name)).toEqual(['A', 'B', 'other', 'A', 'B', 'other']);
  });
});
