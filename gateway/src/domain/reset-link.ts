import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// Password-reset links (DESIGN §5.8): `/reset-password/{data}`, data = base64url of
// `co=<company>;ref=<IdDetCliRef>;exp=<epoch ms>;nonce=<random>`, a dot, and the base64url
// HMAC-SHA-256 of that text under a key derived for that company. Reference ids repeat across
// companies (the admins' 9900 exists on all four), so a link must be worth nothing on any
// company but the one that issued it: its key is that company's, and its claims name it.

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface ResetClaims {
  company: number;
  ref: number;
  exp: number;
  nonce: string;
}

export type ResetLinkRefusal = 'MALFORMED' | 'BAD_SIGNATURE' | 'OTHER_COMPANY' | 'EXPIRED';

export type ResetLinkCheck = ({ ok: true } & ResetClaims) | { ok: false; reason: ResetLinkRefusal };

/**
 * A company's 32-byte key for reset links, derived (HKDF-SHA-256) from the gateway's session
 * key: reset signatures never share a key with cookies, nor one company's with another's.
 */
export function deriveResetKey(sessionKey: Buffer, company: number): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), `shop password-reset links v2 company ${company}`, 32));
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function signResetLink(claims: ResetClaims, key: Buffer): string {
  const text = `co=${claims.company};ref=${claims.ref};exp=${claims.exp};nonce=${claims.nonce}`;
  return `${Buffer.from(text, 'utf8').toString('base64url')}.${mac(key, text).toString('base64url')}`;
}

const CLAIMS = /^co=([1-9]\d{0,3});ref=([1-9]\d{0,11});exp=(\d{1,15});nonce=([A-Za-z0-9_-]{16,64})$/;

/**
 * The claims of an authentic, unexpired link of `company`, checked with that company's `key`.
 * Signature first (in constant time), so that nothing is read from a forged text; the company
 * claim is checked as well, so that a key mix-up could not open the wall. The nonce's single
 * use is the caller's to enforce.
 */
export function verifyResetLink(data: string, key: Buffer, company: number, now: number): ResetLinkCheck {
  const dot = data.lastIndexOf('.');
  if (dot <= 0 || data.length > 512 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(data)) return { ok: false, reason: 'MALFORMED' };
  const text = Buffer.from(data.slice(0, dot), 'base64url').toString('utf8');
  const given = Buffer.from(data.slice(dot + 1), 'base64url');
  const expected = mac(key, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'BAD_SIGNATURE' };
  const match = CLAIMS.exec(text);
  if (!match) return { ok: false, reason: 'MALFORMED' };
  const claims = { company: Number(match[1]), ref: Number(match[2]), exp: Number(match[3]), nonce: match[4] as string };
  if (claims.company !== company) return { ok: false, reason: 'OTHER_COMPANY' };
  if (claims.exp <= now) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, ...claims };
}
