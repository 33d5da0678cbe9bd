import type { FastifyRequest } from 'fastify';
import { RequestMemo } from '../context/request-memo.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { GatewayServices } from '../services.ts';
import { SessionStore } from '../session/session-store.ts';
import { tenantOf } from './tenant-of.ts';

/** The transport-free context of one HTTP request (GraphQL or a plain route such as a PDF download). */
export function requestContextOf(request: FastifyRequest, services: GatewayServices): RequestContext {
  const tenant = tenantOf(request, services);
  return {
    services,
    tenant,
    session: new SessionStore(request, tenant.profile.id, services.env.SESSION_TTL_MS),
    log: request.log,
    memo: new RequestMemo(),
  };
}
