import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, hasFilters, readListingQuery, toggleValue, writeListingQuery } from './listing-query';

const read = (search: string, path?: string) => readListingQuery(new URLSearchParams(search), path);

describe('readListingQuery', () => {
  it('reads pipe-separated lists, ignoring all, empty values and duplicates', () => {
    const q = read('category=Felpe|Polo&brands=all&size=S||M|S&promo=SI&school=SI&page=3');
    expect(q.values.category).toEqual(['Felpe', 'Polo']);
    expect(q.values.brands).toEqual([]);
    expect(q.values.size).toEqual(['S', 'M']);
    expect([q.promo, q.school, q.outlet, q.page]).toEqual([true, true, false, 3]);
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['', 1],
    ['page=2', 2],
  ])('%j is page %i', (search, page) => {
    expect(read(search).page).toBe(page);
  });

  it('takes the search from the path when the query string has none', () => {
    expect(read('', 'felpa').name).toBe('felpa');
    expect(read('name=polo', 'felpa').name).toBe('polo');
  });
});

describe('writeListingQuery', () => {
  it('writes what read gives back, leaving out empty filters and page 1', () => {
    const search = 'category=Felpe%7CPolo&tag=SCHOOL&name=ts0&outlet=SI&page=2';
    expect(writeListingQuery(read(search)).toString()).toBe(search);
    expect(writeListingQuery(EMPTY_QUERY).toString()).toBe('');
  });
});

describe('toggleValue and hasFilters', () => {
  it('adds then removes a value', () => {
    const once = toggleValue(EMPTY_QUERY, 'brands', 'Gildan');
    expect(once.values.brands).toEqual(['Gildan']);
    expect(hasFilters(once)).toBe(true);
    const twice = toggleValue(once, 'brands', 'Gildan');
    expect(twice.values.brands).toEqual([]);
    expect(hasFilters(twice)).toBe(false);
  });
});
