import type { SessionStore } from '../session/session-store.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';
import type { RequestMemo } from './request-memo.ts';
import type { RequestSettings } from './request-settings.ts';
import type { SharedStores } from './shared-stores.ts';
import type { ServiceLogger } from './service-logger.ts';

export type { ServiceLogger } from './service-logger.ts';

/**
 * What a service needs to know about the request it serves, and nothing of its transport or of
 * the gateway's wiring: the shared stores, the tenant, the session, a logger, a per-request memo
 * and the settings as values. Built once per request by the GraphQL and HTTP layers
 * (http/request-context-of.ts); services take it first and throw `ServiceError`s.
 */
export interface RequestContext {
  stores: SharedStores;
  tenant: TenantRuntime;
  session: SessionStore;
  log: ServiceLogger;
  memo: RequestMemo;
  settings: RequestSettings;
}
