import type { Env } from './config/env.ts';
import type { RequestSettings } from './context/request-settings.ts';
import type { TenantId } from './tenants/profile.ts';
import type { TenantRuntime } from './tenants/runtime.ts';
import type { Limits } from './lib/limits.ts';
import type { LoginThrottle } from './lib/login-throttle.ts';
import type { SessionRevocations } from './session/session-revocation.ts';
import type { CartStore } from './cart/cart-store.ts';
import type { OrderIdempotency } from './checkout/order-idempotency.ts';
import type { AccountServices } from './account/account-services.ts';
import type { AuditLog } from './admin/audit-log.ts';
import type { ApiKeyStore } from './api-keys/api-key-store.ts';
import type { ChangeLog } from './changes/change-log.ts';

/** Long-lived things shared by every request. */
export interface GatewayServices {
  env: Env;
  tenants: Map<TenantId, TenantRuntime>;
  hosts: Map<string, TenantId>;
  /** Named rate limits (login per address and per username ...), in Redis when REDIS_URL is set. */
  limits: Limits;
  /** Wrong passwords per username and address, and per username (Redis when REDIS_URL is set). */
  loginThrottle: LoginThrottle;
  /** Revoked sessions and users' session generations, in Redis when REDIS_URL is set. */
  sessions: SessionRevocations;
  /** Customers' carts and wishlists (shared through Redis when REDIS_URL is set). */
  carts: CartStore;
  /** Exactly-once order placement by idempotency key (shared through Redis when REDIS_URL is set). */
  orders: OrderIdempotency;
  /** The trail of admin changes (shared through Redis when REDIS_URL is set). */
  audit: AuditLog;
  /** Reset-link key and single-use nonces (in Redis when REDIS_URL is set). */
  account: AccountServices;
  /** Integrators' API keys (hashes and sealed sessions; in Redis when REDIS_URL is set). */
  apiKeys: ApiKeyStore;
  /** The change feed's log per company (a Redis stream when REDIS_URL is set, else memory). */
  changes: ChangeLog;
  /** What requests read of the configuration, as values. */
  settings: RequestSettings;
}
