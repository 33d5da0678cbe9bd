import { describe, expect, it } from 'vitest';
import { deriveResetKey, RESET_LINK_TTL_MS, signResetLink } from '../domain/reset-link.ts';
import { checkResetLink, redeemResetLink } from './reset-link-redeem.ts';
import { MemoryResetNonces } from './reset-nonces.ts';

const serverKey = Buffer.alloc(32, 3);
const key = deriveResetKey(serverKey, 2);
const now = Date.UTC(2026, 10, 23, 9, 0, 0);
const claims = { company: 2, ref: 1001, exp: now + RESET_LINK_TTL_MS, nonce: 'abcdefghijklmnop0123' };
const link = signResetLink(claims, key);
const [payload, signature] = link.split('.') as [string, string];
const forgedPayload = Buffer.from(`co=2;ref=1002;exp=${claims.exp};nonce=${claims.nonce}`).toString('base64url');
const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

describe('redeeming a reset link', () => {
  it.each([
    ['valid', [link], now, [{ ok: true, ...claims }]],
    ['altered data', [`${forgedPayload}.${signature}`], now, [{ ok: false, reason: 'BAD_SIGNATURE' }]],
    ['altered signature', [flipped], now, [{ ok: false, reason: 'BAD_SIGNATURE' }]],
    ['expired', [link], claims.exp + 1, [{ ok: false, reason: 'EXPIRED' }]],
    ['reused', [link, link], now, [{ ok: true, ...claims }, { ok: false, reason: 'USED' }]],
    ['a refused forgery does not spend the real link', [`${forgedPayload}.${signature}`, link], now, [{ ok: false, reason: 'BAD_SIGNATURE' }, { ok: true, ...claims }]],
  ])('%s', async (_name, attempts, at, expected) => {
    const nonces = new MemoryResetNonces(() => at);
    const results = [];
    for (const data of attempts) results.push(await redeemResetLink(data, key, 2, at, nonces));
    expect(results).toEqual(expected);
  });

  it('is refused on another company, and the refusal does not spend it', async () => {
    const nonces = new MemoryResetNonces(() => now);
    expect(await redeemResetLink(link, deriveResetKey(serverKey, 1), 1, now, nonces)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(await redeemResetLink(link, key, 2, now, nonces)).toEqual({ ok: true, ...claims });
  });

  it('can be checked any number of times without being spent, and reads as used once spent', async () => {
    const nonces = new MemoryResetNonces(() => now);
    expect(await checkResetLink(link, key, 2, now, nonces)).toEqual({ ok: true, ...claims });
    expect(await checkResetLink(link, key, 2, now, nonces)).toEqual({ ok: true, ...claims });
    await redeemResetLink(link, key, 2, now, nonces);
    expect(await checkResetLink(link, key, 2, now, nonces)).toEqual({ ok: false, reason: 'USED' });
    expect(await checkResetLink(link, key, 2, claims.exp, nonces)).toEqual({ ok: false, reason: 'EXPIRED' });
  });
});
