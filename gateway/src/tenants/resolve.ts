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

/** Names of this machine itself: a developer's browser, a test, a health probe on the box. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** The host name of a Host header: lower case, without port and IPv6 brackets. */
export function hostNameOf(hostHeader: string): string {
  return hostHeader.replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * The tenant of a request, from its Host header (port ignored), or null for a host that names no
 * company: an API client must never be served some company's data by mistake (a typo, a new DNS
 * name), so unknown hosts are refused (http/unknown-host.ts). Only this machine's own names fall
 * back to the default tenant, so that the shop and its tests run on localhost unconfigured.
 */
export function resolveTenant(
  hostHeader: string | undefined,
  hosts: Map<string, TenantId>,
  fallback: TenantId,
): TenantId | null {
  if (!hostHeader) return null;
  const host = hostNameOf(hostHeader);
  return hosts.get(host) ?? (LOOPBACK.has(host) ? fallback : null);
}
