import type { Env } from './config/env.ts';
import type { TenantId } from './tenants/profile.ts';
import type { TenantRuntime } from './tenants/runtime.ts';
import type { FixedWindowLimiter } from './lib/fixed-window-limiter.ts';

/** Long-lived things shared by every request. */
export interface GatewayServices {
  env: Env;
  tenants: Map<TenantId, TenantRuntime>;
  hosts: Map<string, TenantId>;
  loginLimiter: FixedWindowLimiter;
  buildDate: string;
}
