import type { TenantId } from '../tenants/profile.ts';
import { TENANT_IDS } from '../tenants/profile.ts';
import { deriveResetKey } from '../domain/reset-link.ts';
import type { ResetNonces } from './reset-nonces.ts';

/** What the account flows keep for the gateway's lifetime: the reset-link keys and the used nonces. */
export interface AccountServices {
  /** A company's reset-link key, HKDF-derived from the session key: no two companies share one. */
  resetKeyOf(company: TenantId): Buffer;
  resetNonces: ResetNonces;
}

export function createAccountServices(sessionKey: Buffer, resetNonces: ResetNonces): AccountServices {
  const keys = new Map(TENANT_IDS.map((id) => [id, deriveResetKey(sessionKey, id)]));
  return {
    resetKeyOf: (company) => keys.get(company) as Buffer,
    resetNonces,
  };
}
