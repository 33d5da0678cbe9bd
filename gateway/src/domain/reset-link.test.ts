import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveResetKey, RESET_LINK_TTL_MS, signResetLink, verifyResetLink } from './reset-link.ts';

const sessionKey = Buffer.alloc(32, 7);
const key = deriveResetKey(sessionKey, 1);
const keyOf2 = deriveResetKey(sessionKey, 2);
const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const claims = { company: 1, ref: 1001, exp: now + RESET_LINK_TTL_MS, nonce: 'n0nce-abcdefghijklmnop' };
const link = signResetLink(claims, key);
const [payload, signature] = link.split('.') as [string, string];
const reencode = (text: string) => Buffer.from(text).toString('base64url');
const flip = (s: string) => (s.startsWith('A') ? `B${s.slice(1)}` : `A${s.slice(1)}`);
const tail = `exp=${claims.exp};nonce=${claims.nonce}`;

describe('reset link signing', () => {
  it.each([
    ['valid', link, key, 1, now, { ok: true, ...claims }],
    ['valid until the last millisecond', link, key, 1, claims.exp - 1, { ok: true, ...claims }],
    ['altered data (another customer)', `${reencode(`co=1;ref=1002;${tail}`)}.${signature}`, key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['altered data (another company)', `${reencode(`co=2;ref=1001;${tail}`)}.${signature}`, keyOf2, 2, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['altered data (later expiry)', `${reencode(`co=1;ref=1001;exp=${claims.exp + 1};nonce=${claims.nonce}`)}.${signature}`, key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['altered signature', `${payload}.${flip(signature)}`, key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ["company 1's link on company 2", link, keyOf2, 2, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ["company 2's link on company 1", signResetLink({ ...claims, company: 2 }, keyOf2), key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['a company claim that is not the key\'s company', signResetLink({ ...claims, company: 2 }, key), key, 1, now, { ok: false, reason: 'OTHER_COMPANY' }],
    ['signed with another server key', signResetLink(claims, deriveResetKey(Buffer.alloc(32, 8), 1)), key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['signed with the session key itself', signResetLink(claims, sessionKey), key, 1, now, { ok: false, reason: 'BAD_SIGNATURE' }],
    ['expired', link, key, 1, claims.exp, { ok: false, reason: 'EXPIRED' }],
    ['the previous form without a company, correctly signed', `${reencode(`ref=1001;${tail}`)}.${macOf(`ref=1001;${tail}`)}`, key, 1, now, { ok: false, reason: 'MALFORMED' }],
    ["the original's unsigned base64", Buffer.from(`ref=1001;exp=${claims.exp}`).toString('base64'), key, 1, now, { ok: false, reason: 'MALFORMED' }],
    ['no signature', `${payload}.`, key, 1, now, { ok: false, reason: 'MALFORMED' }],
    ['garbage', '%%%.###', key, 1, now, { ok: false, reason: 'MALFORMED' }],
  ])('%s', (_name, data, withKey, company, at, expected) => {
    expect(verifyResetLink(data, withKey, company, at)).toEqual(expected);
  });

  it('carries the claims as DESIGN §5.8 writes them', () => {
    expect(Buffer.from(payload, 'base64url').toString()).toBe(`co=1;ref=1001;${tail}`);
  });

  it('derives a different key for every company', () => {
    const keys = [1, 2, 3, 4].map((c) => deriveResetKey(sessionKey, c).toString('hex'));
    expect(new Set(keys).size).toBe(4);
  });
});

/** A signature made as links are signed, over a text signResetLink would no longer produce. */
function macOf(text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}
