import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// Password-reset links (DESIGN §5.8): `/reset-password/{data}`, data = base64url of
// `ref=<IdDetCliRef>;exp=<epoch ms>;nonce=<random>`, a dot, and the base64url HMAC-SHA-256 of
// that text. The key is derived from the session key, so that a reset signature can never be
// mistaken for anything else signed with it.

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface ResetClaims {
  ref: number;
  exp: number;
  nonce: string;
}

export type ResetLinkCheck =
  | ({ ok: true } & ResetClaims)
  | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'EXPIRED' };

/** A 32-byte key for reset links, derived (HKDF-SHA-256) from the gateway's session key. */
export function deriveResetKey(sessionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), 'shop password-reset links v1', 32));
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function signResetLink(claims: ResetClaims, key: Buffer): string {
  const text = `ref=${claims.ref};exp=${claims.exp};nonce=${claims.nonce}`;
  return `${Buffer.from(text, 'utf8').toString('base64url')}.${mac(key, text).toString('base64url')}`;
}

const CLAIMS = /^ref=([1-9]\d{0,11});exp=(\d{1,15});nonce=([A-Za-z0-9_-]{16,64})$/;

/**
 * The claims of an authentic, unexpired link. Signature first (in constant time), so that
 * nothing is read from a forged text; the nonce's single use is the caller's to enforce.
 */
export function verifyResetLink(data: string, key: Buffer, now: number): ResetLinkCheck {
  const dot = data.lastIndexOf('.');
  if (dot <= 0 || data.length > 512 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(data)) return { ok: false, reason: 'MALFORMED' };
  const text = Buffer.from(data.slice(0, dot), 'base64url').toString('utf8');
  const given = Buffer.from(data.slice(dot + 1), 'base64url');
  const expected = mac(key, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'BAD_SIGNATURE' };
  const match = CLAIMS.exec(text);
  if (!match) return { ok: false, reason: 'MALFORMED' };
  const claims = { ref: Number(match[1]), exp: Number(match[2]), nonce: match[3] as string };
  if (claims.exp <= now) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, ...claims };
}
