import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startStack, type Stack } from '../support/stack.ts';

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stacks: Stack[] = [];

afterAll(async () => {
  for (const s of stacks.reverse()) await s.close();
});

async function stackWith(env: Record<string, string>, reuse?: Stack) {
  const stack = await startStack({ productsPerCompany: 5, env, reuseUpstream: reuse });
  stacks.push(stack);
  return stack;
}

/**
 * One login attempt (a wrong password unless `password` is given) on `host`; `forwardedFor`
 * claims a client address in X-Forwarded-For.
 */
async function attempt(stack: Stack, username: string, forwardedFor?: string, password = 'sbagliata', host?: string): Promise<string> {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(host ? { host } : {}),
    },
    body: JSON.stringify({
      query: 'mutation($i: LoginInput!) { login(input: $i) { userErrors { code } } }',
      variables: { i: { username, password } },
    }),
  });
  const body = (await res.body.json()) as { data?: { login: { userErrors: { code: string }[] } }; errors?: { extensions: { code: string } }[] };
  return body.errors?.[0]?.extensions.code ?? body.data?.login.userErrors[0]?.code ?? 'OK';
}

const namespace = () => `test-rl-${randomBytes(4).toString('hex')}`;

describe('login limits', () => {
  it('counts the real address when X-Forwarded-For comes from an untrusted client', async () => {
    const stack = await stackWith({ LOGIN_RATE_LIMIT: '3', LOGIN_USER_RATE_LIMIT: '1000' });
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await attempt(stack, `U${i}`, `203.0.113.${i}`));
    expect(outcomes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('believes X-Forwarded-For from a configured proxy: each client has its own count', async () => {
    const stack = await stackWith({ LOGIN_RATE_LIMIT: '2', LOGIN_USER_RATE_LIMIT: '1000', TRUSTED_PROXIES: '127.0.0.1' });
    expect([await attempt(stack, 'A1', '198.51.100.1'), await attempt(stack, 'A2', '198.51.100.1')]).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    expect(await attempt(stack, 'A3', '198.51.100.1')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(stack, 'A4', '198.51.100.2')).toBe('INVALID_CREDENTIALS');
  });

  it('limits wrong passwords for one username from one address, leaving other addresses and users alone', async () => {
    const stack = await stackWith({ LOGIN_RATE_LIMIT: '1000', LOGIN_USER_RATE_LIMIT: '3', TRUSTED_PROXIES: '127.0.0.1' });
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await attempt(stack, 'CL001', '192.0.2.1'));
    expect(outcomes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // The username is compared without case: 'cl001' is the same account.
    expect(await attempt(stack, 'cl001', '192.0.2.1')).toBe('TOO_MANY_REQUESTS');
    // Even the right password from that address waits: it is not tried there any more.
    expect(await attempt(stack, 'CL001', '192.0.2.1', 'CL001')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(stack, 'CL002', '192.0.2.1')).toBe('INVALID_CREDENTIALS');
    expect(await attempt(stack, 'CL001', '192.0.2.2')).toBe('INVALID_CREDENTIALS');
  });

  it('does not lock the owner out: ten wrong passwords from ten addresses, then the right one from an eleventh', async () => {
    const stack = await stackWith({ LOGIN_RATE_LIMIT: '20', LOGIN_USER_RATE_LIMIT: '10', TRUSTED_PROXIES: '127.0.0.1' });
    const host = new URL(stack.hostUrl(3)).host;
    const strangers = [];
    for (let i = 1; i <= 10; i++) strangers.push(await attempt(stack, 'CL002', `127.0.${i}.${i}`, 'sbagliata', host));
    expect(strangers).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(await attempt(stack, 'CL002', '127.0.11.11', 'CL002', host)).toBe('OK');
  });

  it('past the ceiling of wrong passwords for a username, each address has one try and the owner still logs in', async () => {
    const stack = await stackWith({
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_USER_RATE_LIMIT: '5',
      LOGIN_USER_CEILING: '4',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const strangers = [];
    for (let i = 1; i <= 6; i++) strangers.push(await attempt(stack, 'CL003', `198.51.100.${i}`));
    expect(strangers).toEqual(Array(6).fill('INVALID_CREDENTIALS'));
    // An address that already failed on the username has had its try ...
    expect(await attempt(stack, 'CL003', '198.51.100.1')).toBe('TOO_MANY_REQUESTS');
    // ... a new one has one: a wrong password is answered as such, a second is not tried.
    expect(await attempt(stack, 'CL003', '198.51.100.50')).toBe('INVALID_CREDENTIALS');
    expect(await attempt(stack, 'CL003', '198.51.100.50', 'CL003')).toBe('TOO_MANY_REQUESTS');
    // The owner, from an address of their own, logs in with the right password, more than once.
    expect(await attempt(stack, 'CL003', '203.0.113.7', 'CL003')).toBe('OK');
    expect(await attempt(stack, 'CL003', '203.0.113.7', 'CL003')).toBe('OK');
    // Other users are not touched.
    expect(await attempt(stack, 'CL001', '198.51.100.1')).toBe('INVALID_CREDENTIALS');
  });

  it('holds across instances sharing Redis', async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: namespace(), LOGIN_RATE_LIMIT: '1000', LOGIN_USER_RATE_LIMIT: '3' };
    const first = await stackWith(env);
    const second = await stackWith(env, first);
    const outcomes = [await attempt(first, 'CL003'), await attempt(second, 'CL003'), await attempt(first, 'CL003'), await attempt(second, 'CL003')];
    expect(outcomes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS']);
  });
});
