import { describe, expect, it } from 'vitest';
import { tileDimension, visibleWidgets } from './facet-widgets';

const base = { filterSidebar: true, categoryFilter: true, tagFilter: true, colorSizeFilters: false, schoolOutletToggles: false };

describe('visibleWidgets', () => {
  it.each([
    ['company 1', { ...base, colorSizeFilters: true, schoolOutletToggles: true }, ['category', 'subcategory', 'brands', 'templates', 'color', 'size', 'tag']],
    ['company 2', { ...base, categoryFilter: false, tagFilter: false }, ['subcategory', 'brands', 'templates']],
    ['company 3', base, ['category', 'subcategory', 'brands', 'templates', 'tag']],
    ['company 4', { ...base, filterSidebar: false }, []],
  ] as const)('%s', (_name, features, expected) => {
    expect(visibleWidgets(features)).toEqual(expected);
  });
});

describe('tileDimension', () => {
  const all = visibleWidgets({ ...base, colorSizeFilters: true });
  it.each([
    [[], 'category'],
    [['category'], 'subcategory'],
    [['category', 'subcategory'], 'brands'],
    [['category', 'subcategory', 'brands'], 'tag'],
    [['category', 'subcategory', 'brands', 'tag'], null],
  ] as const)('with %j chosen offers %s', (chosen, expected) => {
    expect(tileDimension(all, (k) => (chosen as readonly string[]).includes(k))).toBe(expected);
  });

  it('skips the dimensions a company has no widget for', () => {
    expect(tileDimension(['subcategory', 'brands', 'templates'], () => false)).toBe('subcategory');
    expect(tileDimension([], () => false)).toBeNull();
  });
});
