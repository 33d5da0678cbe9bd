import { verifyResetLink, type ResetClaims, type ResetLinkRefusal } from '../domain/reset-link.ts';
import type { ResetNonces } from './reset-nonces.ts';

export type RedeemedLink = ({ ok: true } & ResetClaims) | { ok: false; reason: ResetLinkRefusal | 'USED' };

/**
 * Whether a reset link can still be used on `company`, without spending it: the reset page asks
 * this when it opens, so that a dead link says so before the user types a password.
 */
export async function checkResetLink(data: string, key: Buffer, company: number, now: number, nonces: ResetNonces): Promise<RedeemedLink> {
  const link = verifyResetLink(data, key, company, now);
  if (!link.ok) return link;
  return (await nonces.isUsed(link.nonce)) ? { ok: false, reason: 'USED' } : link;
}

/**
 * Spends a reset link: authentic, issued by this company, unexpired, and its nonce not used
 * before (kept until the link's own expiry, shared by every instance when the nonces live in
 * Redis, on disk otherwise).
 */
export async function redeemResetLink(data: string, key: Buffer, company: number, now: number, nonces: ResetNonces): Promise<RedeemedLink> {
  const link = verifyResetLink(data, key, company, now);
  if (!link.ok) return link;
  if (!(await nonces.claim(link.nonce, link.exp - now))) return { ok: false, reason: 'USED' };
  return link;
}
