import type { Env } from './config/env.ts';
import type { RequestSettings } from './context/request-settings.ts';
import type { SharedStores } from './context/shared-stores.ts';
import type { TenantId } from './tenants/profile.ts';
import type { TenantRuntime } from './tenants/runtime.ts';

/**
 * What the gateway's HTTP layer is wired with at start. A request's context takes from it the
 * shared stores and the settings as values (http/request-context-of.ts), never the whole.
 */
export interface GatewayServices {
  env: Env;
  tenants: Map<TenantId, TenantRuntime>;
  hosts: Map<string, TenantId>;
  stores: SharedStores;
  /** What requests read of the configuration, as values. */
  settings: RequestSettings;
}
