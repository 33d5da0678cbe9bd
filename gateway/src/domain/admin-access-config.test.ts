import { describe, expect, it } from 'vitest';
import { companyAdminPolicy, parseCompanyLists, parseCompanySingles } from './admin-access-config.ts';

const asObject = (r: ReturnType<typeof parseCompanyLists>) => (r.ok ? Object.fromEntries(r.lists) : r.reason);

describe('per-company admin ids in the configuration', () => {
  it.each<[string, unknown]>([
    ['9900', { 1: ['9900'], 2: [], 3: [], 4: [] }],
    ['9900, 42 ,', { 1: ['9900', '42'], 2: [], 3: [], 4: [] }],
    ['9900,2:9900,3:7700,3:7701', { 1: ['9900'], 2: ['9900'], 3: ['7700', '7701'], 4: [] }],
    ['1:9900,1:9900', { 1: ['9900'], 2: [], 3: [], 4: [] }],
    ['2:9900', { 1: [], 2: ['9900'], 3: [], 4: [] }],
    ['', { 1: [], 2: [], 3: [], 4: [] }],
    ['5:9900', "'5:9900' is neither an id nor company:id (companies 1, 2, 3, 4)"],
    ['abc', "'abc' is neither an id nor company:id (companies 1, 2, 3, 4)"],
    ['2:', "'2:' is neither an id nor company:id (companies 1, 2, 3, 4)"],
  ])('%s', (text, expected) => {
    expect(asObject(parseCompanyLists(text))).toEqual(expected);
  });

  it('one pickup customer per company', () => {
    expect(asObject(parseCompanySingles('900,2:905'))).toEqual({ 1: ['900'], 2: ['905'], 3: [], 4: [] });
    expect(asObject(parseCompanySingles('900,1:901'))).toBe('company 1 has more than one id (900, 901)');
  });
});

describe('companyAdminPolicy', () => {
  const profile = { bannerRefIds: ['9900'], pickupRefIds: ['9900'], pickupCustomerId: '900' };
  const lists = (text: string) => {
    const r = parseCompanyLists(text);
    if (!r.ok) throw new Error(r.reason);
    return r.lists;
  };

  it.each<[string, number, Parameters<typeof companyAdminPolicy>[2], unknown]>([
    ['nothing configured: the profile', 2, {}, profile],
    ['banner ids of company 1 only: company 2 has none', 2, { bannerRefIds: lists('9900') }, { ...profile, bannerRefIds: [] }],
    ['banner ids of company 1 only: company 1', 1, { bannerRefIds: lists('9900,42') }, { ...profile, bannerRefIds: ['9900', '42'] }],
    ['company 2 listed', 2, { bannerRefIds: lists('9900,2:9901') }, { ...profile, bannerRefIds: ['9901'] }],
    ['pickup customer of company 1 only: company 3 has none', 3, { pickupCustomerIds: lists('900') }, { ...profile, pickupCustomerId: '' }],
    ['pickup lists for company 4', 4, { pickupRefIds: lists('4:9900'), pickupCustomerIds: lists('4:900') }, { ...profile, pickupRefIds: ['9900'], pickupCustomerId: '900' }],
  ])('%s', (_name, company, config, expected) => {
    expect(companyAdminPolicy(company, profile, config)).toEqual(expected);
  });
});
