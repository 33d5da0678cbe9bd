import { describe, expect, it } from 'vitest';
import { workingDayAfter } from './working-day.ts';

describe('workingDayAfter', () => {
  it.each([
    // Today, days ahead, the open day: holidays and weekends are stepped over.
    ['2026-11-26', 41, '2027-01-07'], // 41 days is Epiphany, Wednesday 6 January
    ['2026-12-22', 3, '2026-12-28'], // Christmas Friday, then the weekend
    ['2026-12-30', 2, '2027-01-04'], // New Year's Day Friday, then the weekend
    ['2027-01-05', 1, '2027-01-07'], // Epiphany itself
    ['2026-11-26', 5, '2026-12-01'], // a plain Tuesday
  ])('from %s, %i days ahead: %s', (today, after, expected) => {
    expect(workingDayAfter(after, today).iso).toBe(expected);
  });

  it('gives the upstream form MM-DD-YYYY beside the ISO date', () => {
    expect(workingDayAfter(5, '2026-11-26')).toEqual({ iso: '2026-12-01', us: '12-01-2026' });
  });
});
