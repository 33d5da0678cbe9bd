import { describe, expect, it } from 'vitest';
import { deriveResetKey, RESET_LINK_TTL_MS, signResetLink, verifyResetLink } from './reset-link.ts';

const sessionKey = Buffer.alloc(32, 7);
const key = deriveResetKey(sessionKey);
const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const claims = { ref: 1001, exp: now + RESET_LINK_TTL_MS, nonce: 'n0nce-abcdefghijklmnop' };
const link = signResetLink(claims, key);
const [payload, signature] = link.split('.') as [string, string];
const reencode = (text: string) => Buffer.from(text).toString('base64url');
const flip = (s: string) => (s.startsWith('A') ? `B${s.slice(1)}` : `A${s.slice(1)}`);

describe('reset link signing', () => {
  it.each([
    ['valid', link, now, { ok: true, ...claims }],
    ['valid until the last millisecond', link, claims.exp - 1, { ok: true, ...claims }],
    ['altered data (another customer)', `${reencode(`ref=1002;exp=${claims.exp};nonce=${claims.nonce}`)}.${signature}`, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['altered data (later expiry)', `${reencode(`ref=1001;exp=${claims.exp + 1};nonce=${claims.nonce}`)}.${signature}`, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['altered signature', `${payload}.${flip(signature)}`, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['signed with another key', signResetLink(claims, deriveResetKey(Buffer.alloc(32, 8))), now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['signed with the session key itself', signResetLink(claims, sessionKey), now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['expired', link, claims.exp, { ok: false, reason: 'EXPIRED' }],
    ["the original's unsigned base64", Buffer.from(`ref=1001;exp=${claims.exp}`).toString('base64'), now, { ok: false, reason: 'MALFORMED' }],
    ['no signature', `${payload}.`, now, { ok: false, reason: 'MALFORMED' }],
    ['garbage', '%%%.###', now, { ok: false, reason: 'MALFORMED' }],
  ])('%s', (_name, data, at, expected) => {
    expect(verifyResetLink(data, key, at)).toEqual(expected);
  });

  it('carries the claims as DESIGN §5.8 writes them', () => {
    expect(Buffer.from(payload, 'base64url').toString()).toBe(`ref=1001;exp=${claims.exp};nonce=${claims.nonce}`);
  });
});
