import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, NOT_FOUND_PATTERN, isClientPage } from './route-patterns';

describe('CLIENT_ROUTE_PATTERNS', () => {
  it('lists exactly the paths routes.tsx declares (besides the 404 page and the catch-all)', () => {
    const source = readFileSync(new URL('../app/routes.tsx', import.meta.url), 'utf8');
    const declared = [...source.matchAll(/<Route\s+path="([^"]*)"/g)].map((m) => m[1]);
    const hasIndex = /<Route\s+index\b/.test(source);
    const expected = [...(hasIndex ? [''] : []), ...declared.filter((p) => p !== '*' && p !== NOT_FOUND_PATTERN)];
    expect([...CLIENT_ROUTE_PATTERNS].sort()).toEqual(expected.sort());
  });
});

describe('isClientPage', () => {
  it.each([
    ['/', true],
    ['/shop-grid-full-width', true],
    ['/shop-grid-full-width/felpe', true],
    ['/product/123', true],
    ['/product/123/', true],
    ['/catalogflip/3', true],
    ['/privacy-policy', true],
    ['/product', false],
    ['/product/1/extra', false],
    ['/questa/pagina/non-esiste', false],
    ['/not-found', false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (path, expected) => {
    expect(isClientPage(path)).toBe(expected);
  });
});
