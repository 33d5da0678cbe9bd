import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { countersOn, LoginThrottle, type LoginOutcome } from './login-throttle.ts';

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
afterAll(async () => {
  await redis.quit();
});

const rule = { perAddress: 2, userCeiling: 3 };
const backends = [
  ['in process', () => countersOn(null, 'unused')],
  ['in Redis', () => countersOn(redis, `test-login-${randomBytes(4).toString('hex')}`)],
] as const;

/** Tries each (address, outcome) in turn; the outcome is what the password check would say. */
async function run(throttle: LoginThrottle, tries: Array<[string, LoginOutcome]>): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (const [address, outcome] of tries) {
    const attempt = await throttle.attempt(3, 'CL002', address);
    allowed.push(attempt.allowed);
    if (attempt.allowed) await attempt.settle(outcome);
  }
  return allowed;
}

describe.each(backends)('LoginThrottle %s', (_name, counters) => {
  it.each([
    ['one address: two wrong passwords, then stopped', [['a', 'wrong'], ['a', 'wrong'], ['a', 'right']], [true, true, false]],
    ['a right password forgives the own typos', [['a', 'wrong'], ['a', 'right'], ['a', 'wrong'], ['a', 'wrong']], [true, true, true, true]],
    ['an unchecked attempt (the ERP did not answer) is not a wrong password', [['a', 'unchecked'], ['a', 'unchecked'], ['a', 'wrong'], ['a', 'wrong']], [true, true, true, true]],
    [
      'past the ceiling, an address that failed is stopped and a new one has its try, more than once when right',
      [['a', 'wrong'], ['b', 'wrong'], ['c', 'wrong'], ['d', 'wrong'], ['a', 'wrong'], ['e', 'right'], ['e', 'right']],
      [true, true, true, true, false, true, true],
    ],
  ] as Array<[string, Array<[string, LoginOutcome]>, boolean[]]>)('%s', async (_case, tries, allowed) => {
    expect(await run(new LoginThrottle(counters(), rule, () => {}), tries)).toEqual(allowed);
  });
});

describe('LoginThrottle in Redis', () => {
  it('leaves no count without an expiry when the window ends during a check', async () => {
    const namespace = `test-login-${randomBytes(4).toString('hex')}`;
    const throttle = new LoginThrottle(countersOn(redis, namespace), rule, () => {});
    const attempt = await throttle.attempt(3, 'CL002', 'a');
    const keys = await redis.keys(`${namespace}:*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
    // The window ends while the ERP checks the password.
    await redis.del(...keys);
    await attempt.settle('unchecked');
    expect(await redis.keys(`${namespace}:*`)).toEqual([]);
  });
});
