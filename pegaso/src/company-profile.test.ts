import { describe, expect, it } from 'vitest';
import { COMPANY_IDS, companyProfile, isCompany } from './company-profile.ts';

describe('companyProfile', () => {
  // [company, condition mode, altdat2 markup, missing stock counts as]
  const table: [number, string, boolean, number | null][] = [
    [1, 'LOWEST', false, null],
    [2, 'LOWEST', true, 9999],
    [3, 'LOWEST', false, null],
    [4, 'REPLACE', false, null],
  ];

  it.each(table)('company %i', (company, conditionMode, altdat2Markup, missingStockDefault) => {
    expect(companyProfile(company)).toEqual({
      company,
      pricing: { conditionMode, altdat2Markup },
      missingStockDefault,
    });
  });

  it('knows the four companies and no other', () => {
    expect(COMPANY_IDS).toEqual([1, 2, 3, 4]);
    expect([0, 1, 4, 5, Number.NaN].map(isCompany)).toEqual([false, true, true, false, false]);
  });
});
