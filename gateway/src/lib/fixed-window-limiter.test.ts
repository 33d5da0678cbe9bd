import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.ts';

describe('FixedWindowLimiter', () => {
  it('allows the limit, refuses the next, and opens again in the next window', () => {
    let now = 0;
    const l = new FixedWindowLimiter(3, 1000, () => now);
    expect([l.take('a'), l.take('a'), l.take('a'), l.take('a')]).toEqual([true, true, true, false]);
    expect(l.take('b')).toBe(true);
    now = 1000;
    expect(l.take('a')).toBe(true);
  });
});
