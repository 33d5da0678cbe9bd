import { describe, expect, it } from 'vitest';
import { firstListingVariables, LISTING_PAGE_SIZE } from '../../lib/listing-first-page';
import { readListingQuery } from './listing-query';
import { toProductFilter } from './listing-params';

describe("the listing's first page", () => {
  it('is asked with the variables the device keeps an answer for when a customer is prepared', () => {
    const query = readListingQuery(new URLSearchParams(''));
    expect({ filter: toProductFilter(query, false), page: query.page, pageSize: LISTING_PAGE_SIZE }).toEqual(firstListingVariables());
  });
});
