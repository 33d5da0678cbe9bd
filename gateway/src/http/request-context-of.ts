import type { FastifyRequest } from 'fastify';
import { RequestMemo } from '../context/request-memo.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { GatewayServices } from '../services.ts';
import { SessionStore } from '../session/session-store.ts';
import { tenantOf } from './tenant-of.ts';
import { keyedRequestOf } from '../api-keys/api-key-auth.ts';
import { ApiKeySession } from '../api-keys/api-key-session.ts';

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/**
 * The transport-free context of one HTTP request (GraphQL or a plain route such as a PDF
 * download), one per request: a hook that looked at the session or the prices before the
 * handler (the reply memo) leaves what it worked out to the handler.
 */
export function requestContextOf(request: FastifyRequest, services: GatewayServices): RequestContext {
  let context = contexts.get(request);
  if (!context) {
    const tenant = tenantOf(request, services);
    const keyed = keyedRequestOf(request);
    const ttl = services.settings.sessionTtlMs;
    context = {
      stores: services.stores,
      tenant,
      // A request with an API key acts as the key's owner; the cookie is not even read.
      session: keyed ? new ApiKeySession(request, keyed.data, ttl, keyed.keyId, keyed.persist) : new SessionStore(request, tenant.profile.id, ttl),
      log: request.log,
      memo: new RequestMemo(),
      settings: services.settings,
    };
    contexts.set(request, context);
  }
  return context;
}
