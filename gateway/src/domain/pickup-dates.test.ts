import { describe, expect, it } from 'vitest';
import {
  addDays,
  fromUpstreamDate,
  isItalianPublicHoliday,
  isPickupDateValid,
  selectableDates,
  toItalianDate,
  toUpstreamDate,
  todayInRome,
  type PickupConfig,
} from './pickup-dates.ts';

function cfg(over: Partial<PickupConfig> = {}): PickupConfig {
  return {
    today: '2026-01-02',
    disabled: new Set(),
    enabled: new Map(),
    numSlot: 3,
    booked: () => 0,
    ...over,
  };
}

describe('todayInRome', () => {
  it.each([
    ['2026-03-12T22:59:59Z', '2026-03-12'], // 23:59:59 in Rome (CET)
    ['2026-03-12T23:00:00Z', '2026-03-13'], // midnight in Rome
    ['2026-07-31T21:59:59Z', '2026-07-31'], // 23:59:59 in Rome (CEST)
    ['2026-07-31T22:00:00Z', '2026-08-01'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s → %s', (iso, day) => {
    expect(todayInRome(new Date(iso))).toBe(day);
  });
});

describe('isPickupDateValid: holidays and weekends', () => {
  it.each([
    // 2026
    ['2026-01-06', 'HOLIDAY'], // Epifania, Tuesday
    ['2026-04-06', 'HOLIDAY'], // Easter Monday
    ['2026-04-25', 'HOLIDAY'], // Saturday
    ['2026-05-01', 'HOLIDAY'],
    ['2026-06-02', 'HOLIDAY'],
    ['2026-08-15', 'HOLIDAY'],
    ['2026-10-04', 'HOLIDAY'], // San Francesco, from 2026
    ['2026-11-01', 'HOLIDAY'],
    ['2026-12-08', 'HOLIDAY'],
    ['2026-12-25', 'HOLIDAY'],
    ['2026-12-26', 'HOLIDAY'],
    ['2026-03-14', 'WEEKEND'], // Saturday
    ['2026-03-15', 'WEEKEND'], // Sunday
    // 2027
    ['2027-03-29', 'HOLIDAY'], // Easter Monday
    ['2027-04-25', 'HOLIDAY'],
    ['2027-05-01', 'HOLIDAY'],
    ['2027-06-02', 'HOLIDAY'],
    ['2027-08-15', 'HOLIDAY'],
    ['2027-10-04', 'HOLIDAY'], // a Monday
    ['2027-11-01', 'HOLIDAY'],
    ['2027-12-08', 'HOLIDAY'],
    ['2027-12-25', 'HOLIDAY'],
    ['2027-12-26', 'HOLIDAY'],
    ['2027-03-20', 'WEEKEND'],
    ['2027-03-21', 'WEEKEND'],
  ] as const)('%s → %s', (date, reason) => {
    expect(isPickupDateValid(date, cfg())).toEqual({ valid: false, reason });
  });

  it.each(['2026-04-07', '2026-10-05', '2026-12-24', '2027-03-30', '2027-10-05', '2027-12-27'])(
    'working day %s is valid',
    (date) => {
      expect(isPickupDateValid(date, cfg())).toEqual({ valid: true, reason: null });
    },
  );

  it('4 October is no holiday before 2026', () => {
    expect(isItalianPublicHoliday('2025-10-04')).toBe(false);
    expect(isItalianPublicHoliday('2026-10-04')).toBe(true);
  });
});

describe('isPickupDateValid: today, past, configuration', () => {
  const today = '2026-03-11'; // Wednesday

  it.each([
    ['today', '2026-03-11', cfg({ today }), 'TODAY'],
    ['yesterday', '2026-03-10', cfg({ today }), 'PAST'],
    ['a disabled date', '2026-03-12', cfg({ today, disabled: new Set(['2026-03-12']) }), 'DISABLED'],
    ['a full day (3 of 3 booked)', '2026-03-12', cfg({ today, booked: () => 3 }), 'FULL'],
    [
      'an enabled date in the past',
      '2026-03-07',
      cfg({ today, enabled: new Map([['2026-03-07', 5]]) }),
      'PAST',
    ],
    ['an enabled date today', '2026-03-11', cfg({ today, enabled: new Map([['2026-03-11', 5]]) }), 'TODAY'],
    [
      'an enabled Saturday fully booked',
      '2026-03-14',
      cfg({ today, enabled: new Map([['2026-03-14', 2]]), booked: () => 2 }),
      'FULL',
    ],
    [
      'an enabled date also disabled',
      '2026-03-14',
      cfg({ today, enabled: new Map([['2026-03-14', 2]]), disabled: new Set(['2026-03-14']) }),
      'DISABLED',
    ],
    ['an enabled holiday', '2026-04-06', cfg({ today, enabled: new Map([['2026-04-06', 2]]) }), 'HOLIDAY'],
    ['not a date', '2026-02-30', cfg({ today }), 'INVALID'],
    ['not a date at all', '13/03/2026', cfg({ today }), 'INVALID'],
  ] as const)('%s → %s', (_n, date, c, reason) => {
    expect(isPickupDateValid(date, c)).toEqual({ valid: false, reason });
  });

  it.each([
    ['tomorrow with a free slot', '2026-03-12', cfg({ today, booked: () => 2 })],
    [
      'an enabled Saturday with booked < NumRit',
      '2026-03-14',
      cfg({ today, enabled: new Map([['2026-03-14', 2]]), booked: () => 1 }),
    ],
    [
      'an enabled weekday uses NumRit, not NumSlot',
      '2026-03-12',
      cfg({ today, enabled: new Map([['2026-03-12', 10]]), booked: () => 5 }),
    ],
  ] as const)('%s is valid', (_n, date, c) => {
    expect(isPickupDateValid(date, c)).toEqual({ valid: true, reason: null });
  });

  it('counts bookings per date', () => {
    const booked = (d: string) => (d === '2026-03-12' ? 3 : 0);
    expect(isPickupDateValid('2026-03-12', cfg({ today, booked })).reason).toBe('FULL');
    expect(isPickupDateValid('2026-03-13', cfg({ today, booked })).valid).toBe(true);
  });
});

describe('selectableDates', () => {
  it('lists the valid days after the start', () => {
    const c = cfg({
      today: '2026-04-01',
      disabled: new Set(['2026-04-09']),
      enabled: new Map([['2026-04-11', 1]]),
      booked: (d) => (d === '2026-04-08' ? 3 : 0),
    });
    // 2–3 Apr Thu/Fri, 4–5 weekend, 6 Easter Monday, 7 Tue, 8 full, 9 disabled, 10 Fri, 11 enabled Sat, 12 Sun.
    expect(selectableDates('2026-04-01', 11, c)).toEqual([
      '2026-04-02',
      '2026-04-03',
      '2026-04-07',
      '2026-04-10',
      '2026-04-11',
    ]);
  });

  it('crosses year ends', () => {
    expect(selectableDates('2026-12-23', 10, cfg({ today: '2026-12-23' }))).toEqual([
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });
});

describe('date conversions', () => {
  it.each([
    ['03-13-2023', '2023-03-13'],
    ['03-14-2023', '2023-03-14'],
    ['12-31-2026', '2026-12-31'],
    ['3-5-2026', '2026-03-05'],
  ])('fromUpstreamDate(%s) → %s', (upstream, iso) => {
    expect(fromUpstreamDate(upstream)).toBe(iso);
  });

  it('round-trips and formats', () => {
    expect(toUpstreamDate('2023-03-13')).toBe('03-13-2023');
    expect(fromUpstreamDate(toUpstreamDate('2026-10-04'))).toBe('2026-10-04');
    expect(toItalianDate('2026-03-13')).toBe('13/03/2026');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it.each(['13-03-2023', '2023-03-13', '', 'abc'])('rejects %j as upstream date', (bad) => {
    expect(() => fromUpstreamDate(bad)).toThrow(RangeError);
  });

  it('rejects malformed ISO dates', () => {
    expect(() => toItalianDate('2026-13-01')).toThrow(RangeError);
    expect(() => toUpstreamDate('13/03/2026')).toThrow(RangeError);
  });
});

describe('date-holidays data', () => {
  it('lists San Francesco (4 October) from 2026 on its own', async () => {
    const { default: Holidays } = await import('date-holidays');
    const days = (year: number) =>
      new Holidays('IT', { types: ['public'] }).getHolidays(year).map((h) => h.date.slice(0, 10));
    expect(days(2026)).toContain('2026-10-04');
    expect(days(2027)).toContain('2027-10-04');
    expect(days(2025)).not.toContain('2025-10-04');
  });
});
