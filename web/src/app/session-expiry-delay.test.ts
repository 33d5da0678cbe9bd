import { describe, expect, it } from 'vitest';
import { sessionExpiryDelay } from './session-expiry-delay';

describe('sessionExpiryDelay', () => {
  const now = Date.parse('2026-11-26T19:27:20.000Z');

  it.each([
    ['2026-11-26T22:27:20.000Z', 3 * 3_600_000 + 1000],
    ['2026-11-26T19:27:20.000Z', 1000],
    ['2026-11-26T19:00:00.000Z', 0],
    ['2027-11-26T19:27:20.000Z', 2_000_000_000],
    ['not an instant', 2_000_000_000],
  ])('expiry %s → %d ms', (expiresAt, delay) => {
    expect(sessionExpiryDelay(expiresAt, now)).toBe(delay);
  });
});
