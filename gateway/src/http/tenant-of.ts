import type { FastifyRequest } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';

export function tenantOf(request: FastifyRequest, services: GatewayServices): TenantRuntime {
  const id = resolveTenant(request.headers.host, services.hosts, services.env.DEFAULT_TENANT);
  const runtime = services.tenants.get(id);
  if (!runtime) throw new Error(`tenant ${id} not configured`);
  return runtime;
}
