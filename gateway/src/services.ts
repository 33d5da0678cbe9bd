import type { Env } from './config/env.ts';
import type { TenantId } from './tenants/profile.ts';
import type { TenantRuntime } from './tenants/runtime.ts';
import type { FixedWindowLimiter } from './lib/fixed-window-limiter.ts';
import type { CartStore } from './cart/cart-store.ts';
import type { OrderIdempotency } from './ordering/order-idempotency.ts';

/** Long-lived things shared by every request. */
export interface GatewayServices {
  env: Env;
  tenants: Map<TenantId, TenantRuntime>;
  hosts: Map<string, TenantId>;
  loginLimiter: FixedWindowLimiter;
  /** Customers' carts and wishlists (shared through Redis when REDIS_URL is set). */
  carts: CartStore;
  /** Exactly-once order placement by idempotency key (shared through Redis when REDIS_URL is set). */
  orders: OrderIdempotency;
  buildDate: string;
}
