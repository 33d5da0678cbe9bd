import { describe, expect, it } from 'vitest';
import { seesPrices } from './price-visibility.ts';

describe('seesPrices', () => {
  // [viewer, logged-out price flag, company shows prices only with showPrice, sees prices]
  const table: [string, { showPrice: boolean } | null, boolean, boolean, boolean][] = [
    ['logged out, flag off (the observed configuration)', null, false, false, false],
    ['logged out, flag on', null, true, false, true],
    ['logged out on company 4, flag on', null, true, true, true],
    ['logged in', { showPrice: false }, false, false, true],
    ['logged in on company 4 with showPrice 1', { showPrice: true }, false, true, true],
    ['logged in on company 4 with showPrice 0', { showPrice: false }, true, true, false],
  ];

  it.each(table)('%s', (_name, user, anonymousPrices, pricesRequireShowPrice, expected) => {
    expect(seesPrices(user, { anonymousPrices, pricesRequireShowPrice })).toBe(expected);
  });
});
