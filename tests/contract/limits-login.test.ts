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

/** One login attempt; `forwardedFor` claims a client address in X-Forwarded-For. */
async function attempt(stack: Stack, username: string, forwardedFor?: string): Promise<string> {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({
      query: 'mutation($i: LoginInput!) { login(input: $i) { userErrors { code } } }',
      variables: { i: { username, password: 'sbagliata' } },
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

  it('limits attempts on one username from many addresses, leaving other users alone', async () => {
    const stack = await stackWith({ LOGIN_RATE_LIMIT: '1000', LOGIN_USER_RATE_LIMIT: '3', TRUSTED_PROXIES: '127.0.0.1' });
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await attempt(stack, 'CL001', `192.0.2.${i}`));
    expect(outcomes.slice(3)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(outcomes.slice(0, 3)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    // The username is compared without case: 'cl001' is the same account.
    expect(await attempt(stack, 'cl001', '192.0.2.99')).toBe('TOO_MANY_REQUESTS');
    expect(await attempt(stack, 'CL002', '192.0.2.100')).toBe('INVALID_CREDENTIALS');
  });

  it('holds across instances sharing Redis', async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: namespace(), LOGIN_RATE_LIMIT: '1000', LOGIN_USER_RATE_LIMIT: '3' };
    const first = await stackWith(env);
    const second = await stackWith(env, first);
    const outcomes = [await attempt(first, 'CL003'), await attempt(second, 'CL003'), await attempt(first, 'CL003'), await attempt(second, 'CL003')];
    expect(outcomes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS']);
  });
});
