import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Every key starts with this, so that a secret pasted in a log or a repository is recognisable. */
export const API_KEY_PREFIX = 'shopk_';

/** 32 random bytes: far beyond guessing, so a plain (unsalted, fast) SHA-256 is the right hash. */
export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Whether a presented value looks like a key at all (checked before any lookup). */
export function isApiKeyShaped(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_KEY_PREFIX.length));
}

/** The only form in which the gateway keeps a secret: its lookup key. */
export function apiKeyHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

// The owner's ERP credentials must be at hand on each keyed request, yet the store alone must
// not reveal them: they are sealed with a key derived from the secret, which the store never holds.
function sealingKey(secret: string, id: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, id, 'shop api key sealing v1', 32));
}

/** AES-256-GCM of `plain` under the secret: iv (12) + tag (16) + ciphertext, base64url. */
export function sealWithSecret(secret: string, id: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret, id), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when the secret does not open it (altered or foreign record). */
export function openWithSecret(secret: string, id: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret, id), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The secret of an `Authorization: Bearer <key>` header; null without a bearer (no header, or
 * another scheme), '' for a bearer header that carries no single token (refused like a wrong key).
 */
export function bearerOf(header: string | undefined): string | null {
  if (!header || !/^Bearer(\s|$)/i.test(header)) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? '';
}
