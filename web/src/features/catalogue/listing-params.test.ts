import { describe, expect, it } from 'vitest';
import { firstListingVariables, LISTING_PAGE_SIZE } from '../../lib/listing-first-page';
import { readListingQuery } from './listing-query';
import { shopListingVariables, toProductFilter } from './listing-params';
import { paths, shopSearchPath } from '../../lib/paths';

describe("the listing's first page", () => {
  it('is asked with the variables the device keeps an answer for when a customer is prepared', () => {
    const query = readListingQuery(new URLSearchParams(''));
    expect({ filter: toProductFilter(query, false), page: query.page, pageSize: LISTING_PAGE_SIZE }).toEqual(firstListingVariables());
  });
});

describe('the variables a search from the header starts the listing with', () => {
  it.each([
    [shopSearchPath('  felpa nera '), { filter: { name: 'felpa nera' }, page: 1, pageSize: LISTING_PAGE_SIZE }],
    [`${paths.shop}?brands=Urban|Alfa&page=3`, { filter: { brands: ['Urban', 'Alfa'] }, page: 3, pageSize: LISTING_PAGE_SIZE }],
    [paths.shop, firstListingVariables()],
    [paths.recommended, null],
    [`${paths.shopCatalogue}?name=felpa`, null],
  ])('%s', (path, expected) => {
    expect(shopListingVariables(path)).toEqual(expected);
  });
});
