import { describe, expect, it } from 'vitest';
import {
  BRT_TRACKING_URL,
  GLS_TRACKING_URL,
  trackingLink,
  yearSuffix,
  type TrackedDocument,
} from './tracking.ts';

const doc = (over: Partial<TrackedDocument>): TrackedDocument => ({
  carrier: '',
  consignment: '',
  orderNumber: '1234',
  date: '2026-03-13',
  ...over,
});
const NONE = 'Spedizione non disponibile o previsto RITIRO IN SEDE';

describe('trackingLink', () => {
  it.each([
    [
      'GLS: prefix, order number, two-digit year',
      { carrier: 'GLS' },
      'GLS',
      'M51234' + '26',
      GLS_TRACKING_URL + 'M5123426',
    ],
    [
      'GLS named in a longer carrier text',
      { carrier: 'Corriere GLS Italy', date: '03-13-2027' },
      'GLS',
      'M5123427',
      GLS_TRACKING_URL + 'M5123427',
    ],
    [
      'GLS with an Italian date',
      { carrier: 'gls', date: '13/03/2025' },
      'GLS',
      'M5123425',
      GLS_TRACKING_URL + 'M5123425',
    ],
    [
      'BRT with a consignment',
      { carrier: 'BRT', consignment: ' 0601234567 ' },
      'BRT',
      '0601234567',
      BRT_TRACKING_URL + '0601234567',
    ],
    [
      'Bartolini is BRT',
      { carrier: 'BARTOLINI SPA', consignment: '77' },
      'BRT',
      '77',
      BRT_TRACKING_URL + '77',
    ],
    [
      'another carrier with a consignment',
      { carrier: 'SDA', consignment: 'AB12' },
      'CONSIGNMENT',
      'AB12',
      null,
    ],
    ['BRT without a consignment', { carrier: 'BRT' }, 'NONE', null, null],
    [
      'GLS without an order number falls back to the consignment',
      { carrier: 'GLS', orderNumber: '', consignment: 'X1' },
      'CONSIGNMENT',
      'X1',
      null,
    ],
    ['pickup on site', { carrier: 'RITIRO IN SEDE' }, 'NONE', null, null],
    ['nothing at all', {}, 'NONE', null, null],
  ] as const)('%s', (_n, over, kind, trackingNumber, url) => {
    const link = trackingLink(doc(over), 'M5');
    expect(link).toEqual({ kind, trackingNumber, url, message: kind === 'NONE' ? NONE : null });
  });

  it('GLS without a configured prefix cannot build a number', () => {
    expect(trackingLink(doc({ carrier: 'GLS' }), '').kind).toBe('NONE');
  });

  it.each([
    ['2026-03-13', '26'],
    ['03-13-2023', '23'],
    ['13/03/2030', '30'],
    ['2026-03-13T10:00:00', '26'],
    ['', null],
  ])('yearSuffix(%j) → %s', (date, yy) => {
    expect(yearSuffix(date)).toBe(yy);
  });
});
