import { describe, expect, it } from 'vitest';
import { loginAttemptAllowed } from './login-throttle.ts';

const rule = { perAddress: 10, userCeiling: 100 };

describe('loginAttemptAllowed', () => {
  it.each([
    ['a first try', 1, 1, true],
    ['the tenth try from one address', 10, 10, true],
    ['the eleventh try from one address', 11, 11, false],
    ['the issue: ten strangers failed, the owner tries from an eleventh address', 1, 11, true],
    ['a stranger retrying below the ceiling', 5, 60, true],
    ['the ceiling reached: the last address still within it', 3, 100, true],
    ['past the ceiling: an address that failed before is stopped', 2, 101, false],
    ['past the ceiling: a new address (the owner) has its try', 1, 5000, true],
    ['past the ceiling and past the address limit', 11, 5000, false],
  ])('%s', (_name, pair, user, allowed) => {
    expect(loginAttemptAllowed({ pair, user }, rule)).toBe(allowed);
  });
});
