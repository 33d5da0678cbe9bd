import type { FastifyRequest } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import { keyedRequestOf } from '../api-keys/api-key-auth.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';

/**
 * The company a request addresses: its API key's, else its host's. Unknown hosts are refused
 * before any route runs (unknown-host.ts) unless a key names the company; the routes that let
 * them through (health probes) get the default company.
 */
export function tenantOf(request: FastifyRequest, services: GatewayServices): TenantRuntime {
  const fallback = services.env.DEFAULT_TENANT as 1 | 2 | 3 | 4;
  // An API key carries its company (checked against the host's, when the host names one).
  const id = (keyedRequestOf(request)?.data.tenant as 1 | 2 | 3 | 4 | undefined) ?? resolveTenant(request.headers.host, services.hosts, fallback) ?? fallback;
  const runtime = services.tenants.get(id);
  if (!runtime) throw new Error(`tenant ${id} not configured`);
  return runtime;
}
