import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { catalogueRefreshNotes } from '../changes/catalogue-refresh-notes.ts';
import type { ChangeLog } from '../changes/change-log.ts';
import { PricingContextCache } from '../catalogue/pricing-context-cache.ts';
import { RedisSnapshotShare } from '../catalogue/snapshot-share.ts';
import { companyAdminPolicy } from '../domain/admin-access-config.ts';
import type { Erp } from '../erp/erp.ts';
import { createErp } from '../upstream/erp-adapter.ts';
import type { TenantId, TenantProfile } from './profile.ts';
import { TENANT_PROFILES } from './profiles.ts';
import { isInMaintenance } from './maintenance.ts';

/** A tenant's profile together with its ERP façade and its caches. */
export interface TenantRuntime {
  profile: TenantProfile;
  erp: Erp;
  catalogue: CatalogueStore;
  pricing: PricingContextCache;
}

export function upstreamUrlFor(env: Env, id: TenantId): string {
  const explicit = env[`UPSTREAM_URL_${id}`];
  return explicit ?? `${env.UPSTREAM_URL.replace(/\/+$/, '')}/${id}`;
}

/**
 * With Redis, the instances serving one company's upstream load its catalogue once between them
 * (catalogue-store.ts): the key names the upstream, so instances of other shops never mix.
 */
function catalogueShare(redis: Redis | null, upstreamUrl: string, refreshMs: number) {
  if (!redis) return undefined;
  const upstream = createHash('sha256').update(upstreamUrl).digest('hex').slice(0, 16);
  return new RedisSnapshotShare(redis, `catalogue:${upstream}`, refreshMs * 3);
}

export function createTenantRuntimes(
  env: Env,
  log: FastifyBaseLogger,
  redis: Redis | null = null,
  changes: ChangeLog | null = null,
): Map<TenantId, TenantRuntime> {
  const map = new Map<TenantId, TenantRuntime>();
  const adminConfig = {
    bannerRefIds: env.ADMIN_BANNER_REF_IDS,
    pickupRefIds: env.ADMIN_PICKUP_REF_IDS,
    pickupCustomerIds: env.ADMIN_PICKUP_CUSTOMER_ID,
  };
  for (const demo of Object.values(TENANT_PROFILES)) {
    const profile = { ...demo, admins: companyAdminPolicy(demo.id, demo.admins, adminConfig) };
    const upstreamUrl = upstreamUrlFor(env, profile.id);
    const erp = createErp(upstreamUrl, {
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      connections: env.UPSTREAM_CONNECTIONS,
      company: String(profile.id),
    });
    const tenantLog = log.child({ tenant: profile.id });
    const catalogue = new CatalogueStore(erp.catalogue, {
      refreshMs: env.CATALOGUE_REFRESH_MS,
      credentials: { username: '', password: '' },
      log: tenantLog,
      inMaintenance: () => isInMaintenance(env, new Date()),
      share: catalogueShare(redis, upstreamUrl, env.CATALOGUE_REFRESH_MS),
      onReplaced: changes ? catalogueRefreshNotes(changes, profile.id, tenantLog) : undefined,
    });
    const pricing = new PricingContextCache(erp.catalogue, env.CATALOGUE_REFRESH_MS);
    map.set(profile.id, { profile, erp, catalogue, pricing });
  }
  return map;
}
