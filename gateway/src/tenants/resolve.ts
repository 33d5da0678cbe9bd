import { isTenantId, type TenantId } from './profile.ts';

/** Parses 'host=id,host=id' into a lookup table. */
export function parseTenantHosts(spec: string): Map<string, TenantId> {
  const map = new Map<string, TenantId>();
  for (const pair of spec.split(',')) {
    const [host, id] = pair.split('=').map((s) => s.trim());
    const n = Number(id);
    if (host && isTenantId(n)) map.set(host.toLowerCase(), n);
  }
  return map;
}

/**
 * The tenant of a request, from its Host header (port ignored). Unknown hosts fall back to the
 * default tenant, so that a plain IP address or a new DNS name still serves a shop.
 */
export function resolveTenant(
  hostHeader: string | undefined,
  hosts: Map<string, TenantId>,
  fallback: TenantId,
): TenantId {
  if (!hostHeader) return fallback;
  const host = hostHeader.replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  return hosts.get(host) ?? fallback;
}
