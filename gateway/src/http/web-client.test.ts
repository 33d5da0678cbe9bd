import { describe, expect, it } from 'vitest';
import { cacheControlFor, isClientRoute } from './web-client.ts';

describe('isClientRoute', () => {
  it.each([
    ['a browser on /', 'GET', '/', 'text/html,application/xhtml+xml', true],
    ['a deep link', 'GET', '/product/123?x=1', 'text/html', true],
    ['a reset link whose signature looks like an extension', 'GET', '/reset-password/cmVmPTEwMDE.z5N0c6xv09Cq', 'text/html', true],
    ['a missing asset', 'GET', '/assets/main-123.js', 'text/html', false],
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

describe('cacheControlFor', () => {
  it.each([
    ['/srv/web/assets/main-3f2a1b.js', 'public, max-age=31536000, immutable'],
    ['/srv/web/assets/main-3f2a1b.css', 'public, max-age=31536000, immutable'],
    ['/srv/web/favicon.svg', 'no-cache'],
    ['/srv/web/graphiql.html', 'no-cache'],
    ['/srv/web/assets/nested/x.js', 'no-cache'],
  ])('%s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
