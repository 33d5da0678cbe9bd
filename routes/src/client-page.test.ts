import { describe, expect, it } from 'vitest';
import { isClientPage } from './client-page.ts';

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
