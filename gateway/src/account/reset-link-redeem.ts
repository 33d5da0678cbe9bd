import { verifyResetLink, type ResetClaims } from '../domain/reset-link.ts';
import type { ResetNonces } from './reset-nonces.ts';

export type RedeemedLink = ({ ok: true } & ResetClaims) | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'EXPIRED' | 'USED' };

/**
 * Spends a reset link: authentic, unexpired, and its nonce not used before (kept until the
 * link's own expiry, shared by every instance when the nonces live in Redis).
 */
export async function redeemResetLink(data: string, key: Buffer, now: number, nonces: ResetNonces): Promise<RedeemedLink> {
  const link = verifyResetLink(data, key, now);
  if (!link.ok) return link;
  if (!(await nonces.claim(link.nonce, link.exp - now))) return { ok: false, reason: 'USED' };
  return link;
}
