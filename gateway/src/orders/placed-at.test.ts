import { describe, expect, it } from 'vitest';
import { startOfItalianDay } from './placed-at.ts';

describe('startOfItalianDay', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    // The day summer time starts (29 March 2026) begins at standard time.
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(startOfItalianDay(day)).toBe(instant);
  });
});
