import { describe, expect, it } from 'vitest';
import { adminCapabilities, mayAdminister, type AdminArea, type AdminIdentity } from './admin-access.ts';

const policy = { bannerRefIds: ['9900', '42'], pickupRefIds: ['9900'], pickupCustomerId: '900' };

describe('adminCapabilities', () => {
  it.each<[string, AdminIdentity | null, AdminArea, boolean]>([
    ['anonymous, banners', null, 'BANNERS', false],
    ['anonymous, pickups', null, 'PICKUPS', false],
    ['CL900 (900/9900), banners', { customerId: 900, referenceId: 9900 }, 'BANNERS', true],
    ['CL900, homepage', { customerId: 900, referenceId: 9900 }, 'HOMEPAGE', true],
    ['CL900, pickups', { customerId: 900, referenceId: 9900 }, 'PICKUPS', true],
    ['CL900, audit', { customerId: 900, referenceId: 9900 }, 'AUDIT', true],
    ['CL001 (1/1001), banners', { customerId: 1, referenceId: 1001 }, 'BANNERS', false],
    ['CL001, audit', { customerId: 1, referenceId: 1001 }, 'AUDIT', false],
    ['agent (0/5001), pickups', { customerId: 0, referenceId: 5001 }, 'PICKUPS', false],
    ['banner list only (ref 42), banners', { customerId: 7, referenceId: 42 }, 'BANNERS', true],
    ['banner list only (ref 42), pickups', { customerId: 7, referenceId: 42 }, 'PICKUPS', false],
    ['right reference, wrong customer id, pickups', { customerId: 901, referenceId: 9900 }, 'PICKUPS', false],
    ['right customer id, reference off the list, pickups', { customerId: 900, referenceId: 42 }, 'PICKUPS', false],
  ])('%s → %s', (_name, who, area, expected) => {
    expect(mayAdminister(area, who, policy)).toBe(expected);
  });

  it('an empty allow-list lets no one in', () => {
    const none = { bannerRefIds: [], pickupRefIds: [], pickupCustomerId: '' };
    expect(adminCapabilities({ customerId: 900, referenceId: 9900 }, none)).toEqual({
      editBanners: false,
      editHomepage: false,
      administerPickups: false,
      readAuditLog: false,
    });
  });
});
