import { describe, expect, it } from 'vitest';
import { bannerEditPath, checkoutPath, flipbookPagePath, paths, productPath, resetPasswordPath, shopSearchPath } from './paths.ts';

describe('paths', () => {
  it.each([
    [paths.home, '/'],
    [paths.shop, '/shop-grid-full-width'],
    [paths.lastPurchases, '/my-last-purchases'],
    [paths.notFound, '/not-found'],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('has no address for a route with a parameter', () => {
    expect(Object.keys(paths)).not.toContain('product');
    expect(Object.values(paths).some((path) => path.includes(':'))).toBe(false);
  });

  it.each([
    [productPath('123'), '/product/123'],
    [productPath('A/B 1'), '/product/A%2FB%201'],
    [flipbookPagePath(1), '/CatalogFlip/1'],
    [bannerEditPath('1700000000'), '/personalizzaBanners/1700000000'],
    [resetPasswordPath('eyJ.z5N0c6xv09'), '/reset-password/eyJ.z5N0c6xv09'],
    [shopSearchPath('  felpa nera '), '/shop-grid-full-width?name=felpa+nera'],
    [shopSearchPath('  '), '/shop-grid-full-width'],
    [checkoutPath('12'), '/checkout?site=12'],
    [checkoutPath(null), '/checkout'],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });
});
