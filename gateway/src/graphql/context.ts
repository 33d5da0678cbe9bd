import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantRuntime } from '../tenants/runtime.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { GatewayServices } from '../services.ts';

/** What every resolver receives: the tenant of the request, its session, and the services. */
export interface GraphQLContext {
  services: GatewayServices;
  tenant: TenantRuntime;
  session: SessionStore;
  request: FastifyRequest;
  reply: FastifyReply;
}
