import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import { CatalogueStore } from '../catalog/catalogue-store.ts';
import { PricingContextCache } from '../catalog/pricing-context-cache.ts';
import { PegasoApi } from '../upstream/pegaso-api.ts';
import type { TenantId, TenantProfile } from './profile.ts';
import { TENANT_PROFILES } from './profiles.ts';
import { isInMaintenance } from './maintenance.ts';

/** A tenant's profile together with its upstream connection and its caches. */
export interface TenantRuntime {
  profile: TenantProfile;
  api: PegasoApi;
  catalogue: CatalogueStore;
  pricing: PricingContextCache;
}

export function upstreamUrlFor(env: Env, id: TenantId): string {
  const explicit = env[`UPSTREAM_URL_${id}`];
  return explicit ?? `${env.UPSTREAM_URL.replace(/\/+$/, '')}/${id}`;
}

export function createTenantRuntimes(env: Env, log: FastifyBaseLogger): Map<TenantId, TenantRuntime> {
  const map = new Map<TenantId, TenantRuntime>();
  for (const profile of Object.values(TENANT_PROFILES)) {
    const api = new PegasoApi(upstreamUrlFor(env, profile.id), {
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      connections: env.UPSTREAM_CONNECTIONS,
    });
    const catalogue = new CatalogueStore(api, {
      refreshMs: env.CATALOGUE_REFRESH_MS,
      credentials: { username: '', password: '' },
      log: log.child({ tenant: profile.id }),
      inMaintenance: () => isInMaintenance(env, new Date()),
    });
    const pricing = new PricingContextCache(api, env.CATALOGUE_REFRESH_MS);
    map.set(profile.id, { profile, api, catalogue, pricing });
  }
  return map;
}
