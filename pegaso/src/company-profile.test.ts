import { describe, expect, it } from 'vitest';
import { COMPANY_IDS, companyProfile, isCompany } from './company-profile.ts';

describe('companyProfile', () => {
  // [company, condition mode, altdat2 markup, missing stock counts as, VAT-inclusive documents]
  const table: [number, string, boolean, number | null, boolean][] = [
    [1, 'LOWEST', false, null, false],
    [2, 'LOWEST', true, 9999, true],
    [3, 'LOWEST', false, null, false],
    [4, 'REPLACE', false, null, false],
  ];

  it.each(table)('company %i', (company, conditionMode, altdat2Markup, missingStockDefault, vatInclusive) => {
    expect(companyProfile(company)).toEqual({
      company,
      pricing: { conditionMode, altdat2Markup },
      missingStockDefault,
      vatInclusive,
    });
  });

  it('knows the four companies and no other', () => {
    expect(COMPANY_IDS).toEqual([1, 2, 3, 4]);
    expect([0, 1, 4, 5, Number.NaN].map(isCompany)).toEqual([false, true, true, false, false]);
  });
});
