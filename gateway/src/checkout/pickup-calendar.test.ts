import { describe, expect, it } from 'vitest';
import type { PickupCalendarModel } from '../erp/checkout-models.ts';
import { isPickupValidNow, pickupCalendarView } from './pickup-calendar.ts';

// Wednesday 11 March 2026, 10:00 in Rome.
const now = new Date('2026-03-11T09:00:00Z');
const calendar: PickupCalendarModel = {
  enabled: [{ date: '2026-03-14', slots: 2 }],
  disabled: ['2026-03-13', '2023-03-13'],
  slotsPerDay: 2,
  booked: [{ date: '2026-03-16', count: 2 }],
  nextBooked: '2026-03-17',
};

describe('pickupCalendarView', () => {
  it('lists the selectable days of the range with the blocked dates and the booked pickup', () => {
    const view = pickupCalendarView(calendar, now, null, 1);
    // 12 ok; 13 blocked; 14 an opened Saturday; 15 Sunday; 16 full; 17 ok.
    expect(view.dates.slice(0, 3)).toEqual(['2026-03-12', '2026-03-14', '2026-03-17']);
    expect(view.disabledDates).toEqual(['2023-03-13', '2026-03-13']);
    expect(view.bookedPickup).toBe('2026-03-17');
  });

  it('starts at the requested day, never before tomorrow, and caps the range at a year', () => {
    expect(pickupCalendarView(calendar, now, '2026-03-17', 1).dates[0]).toBe('2026-03-17');
    expect(pickupCalendarView(calendar, now, '2020-01-01', 1).dates[0]).toBe('2026-03-12');
    const year = pickupCalendarView(calendar, now, null, 99).dates;
    expect((year.at(-1) ?? '') <= '2027-03-11').toBe(true);
    expect(year).toContain('2026-04-07');
    expect(year).not.toContain('2026-04-06'); // Easter Monday
  });
});

describe('isPickupValidNow', () => {
  it.each([
    ['2026-03-11', false],
    ['2026-03-12', true],
    ['2026-03-13', false],
    ['2026-03-14', true],
    ['2026-03-15', false],
    ['2026-03-16', false],
  ])('%s → %s', (date, valid) => {
    expect(isPickupValidNow(calendar, now, date)).toBe(valid);
  });
});
