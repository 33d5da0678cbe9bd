import { describe, expect, it } from 'vitest';
import { isClientRoute } from './web-client.ts';

describe('isClientRoute', () => {
  it.each([
    ['a browser on /', 'GET', '/', 'text/html,application/xhtml+xml', true],
    ['a deep link', 'GET', '/product/123?x=1', 'text/html', true],
    ['curl, which takes anything', 'GET', '/', '*/*', true],
    ['no Accept header', 'HEAD', '/shop-grid-full-width', undefined, true],
    ['a missing asset', 'GET', '/assets/app-123.js', '*/*', false],
    ['the API', 'GET', '/graphql', 'text/html', false],
    ['an unknown media path', 'GET', '/media/1/x', '*/*', false],
    ['a JSON client', 'GET', '/cart', 'application/json', false],
    ['a POST', 'POST', '/cart', 'text/html', false],
  ])('%s', (_name, method, url, accept, expected) => {
    expect(isClientRoute(method, url, accept)).toBe(expected);
  });
});
