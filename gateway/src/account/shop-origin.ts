/**
 * The shop's own address for links mailed to a company's users. It comes from the
 * configuration alone (PUBLIC_URL_<company>, else the company's first host in TENANT_HOSTS on
 * the gateway's port), never from the request: a Host header is whatever the sender wrote, and
 * a victim must never be mailed a reset link pointing at someone else's server.
 */
export function shopOriginOf(
  company: number,
  config: { publicUrl: string | undefined; hosts: ReadonlyMap<string, number>; port: number },
): string {
  if (config.publicUrl) return config.publicUrl;
  const host = [...config.hosts].find(([, t]) => t === company)?.[0] ?? 'localhost';
  return `http://${host}${config.port === 80 ? '' : `:${config.port}`}`;
}
