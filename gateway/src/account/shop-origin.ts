/**
 * The shop's own address for links mailed to users. The Host header is believed only when it
 * names a configured host of this tenant: otherwise anyone could have a victim mailed a reset
 * link pointing at their own server. An unknown host falls back to the tenant's first
 * configured host.
 */
export function shopOriginOf(
  hostHeader: string | undefined,
  protocol: string,
  hosts: ReadonlyMap<string, number>,
  tenantId: number,
): string {
  const scheme = protocol === 'https' ? 'https' : 'http';
  const host = (hostHeader ?? '').trim().toLowerCase();
  const match = /^([a-z0-9.-]+)(:\d{1,5})?$/.exec(host);
  if (match && hosts.get(match[1] as string) === tenantId) return `${scheme}://${host}`;
  const fallback = [...hosts].find(([, t]) => t === tenantId)?.[0] ?? 'localhost';
  return `${scheme}://${fallback}`;
}
