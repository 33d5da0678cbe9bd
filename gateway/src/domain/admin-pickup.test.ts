import { describe, expect, it } from 'vitest';
import { adminDateRefusal, slotCountRefusal } from './admin-pickup.ts';

describe('adminDateRefusal (today 2026-11-23)', () => {
  it.each([
    ['2026-11-24', null],
    ['2026-11-23', null],
    ['2023-03-13', 'PICKUP_DATE_PAST'],
    ['2026-02-30', 'PICKUP_DATE_INVALID'],
    ['11-24-2026', 'PICKUP_DATE_INVALID'],
    ['', 'PICKUP_DATE_INVALID'],
  ])('%s → %s', (date, code) => {
    expect(adminDateRefusal(date, '2026-11-23')?.code ?? null).toBe(code);
  });

  it('past dates say so', () => {
    expect(adminDateRefusal('2020-01-02', '2026-11-23')?.message).toBe('La data non può essere nel passato');
  });
});

describe('slotCountRefusal', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [-3, false],
    [2.5, false],
    [1000, false],
  ])('%s → allowed %s', (n, ok) => {
    expect(slotCountRefusal(n) === null).toBe(ok);
  });
});
