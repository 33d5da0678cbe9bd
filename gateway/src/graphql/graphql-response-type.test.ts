import { describe, expect, it } from 'vitest';
import { prefersGraphQLResponse } from './graphql-response-type.ts';

describe('prefersGraphQLResponse', () => {
  it.each([
    [undefined, false],
    ['application/json', false],
    ['*/*', false],
    ['application/graphql-response+json', true],
    ['application/graphql-response+json, application/json', true],
    ['application/graphql-response+json;charset=utf-8, application/json;q=0.9', true],
    ['application/json, application/graphql-response+json;q=0.5', false],
    ['application/graphql-response+json;q=0', false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersGraphQLResponse(accept)).toBe(expected);
  });
});
