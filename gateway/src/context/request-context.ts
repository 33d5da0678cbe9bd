import type { GatewayServices } from '../services.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';
import type { RequestMemo } from './request-memo.ts';

/** The few log levels services use; Fastify's pino logger satisfies it, so does a test double. */
export interface ServiceLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What a service needs to know about the request it serves, and nothing of its transport:
 * the shared services, the tenant, the session, a logger and a per-request memo. Built once per
 * request by the GraphQL and HTTP layers; services take it first and throw `ServiceError`s.
 */
export interface RequestContext {
  services: GatewayServices;
  tenant: TenantRuntime;
  session: SessionStore;
  log: ServiceLogger;
  memo: RequestMemo;
}
