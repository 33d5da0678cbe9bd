import { describe, expect, it } from 'vitest';
import { isInMaintenance } from './maintenance.ts';

const window = { MAINTENANCE_FROM: '2026-12-24T20:00:00+01:00', MAINTENANCE_TO: '2026-12-26T08:00:00+01:00' };

describe('isInMaintenance', () => {
  it.each([
    ['flag on', { MAINTENANCE: true }, '2026-01-01T00:00:00Z', true],
    ['flag off, no window', { MAINTENANCE: false }, '2026-12-25T00:00:00Z', false],
    ['inside the window', { MAINTENANCE: false, ...window }, '2026-12-25T12:00:00+01:00', true],
    ['before the window', { MAINTENANCE: false, ...window }, '2026-12-24T19:59:59+01:00', false],
    ['after the window', { MAINTENANCE: false, ...window }, '2026-12-26T08:00:01+01:00', false],
  ])('%s', (_n, env, now, expected) => {
    expect(isInMaintenance(env, new Date(now))).toBe(expected);
  });
});
