import type { Limits } from '../lib/limits.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { SessionRevocations } from '../session/session-revocation.ts';
import type { CartStore } from '../cart/cart-store.ts';
import type { OrderIdempotency } from '../checkout/order-idempotency.ts';
import type { AccountServices } from '../account/account-services.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { ApiKeyStore } from '../api-keys/api-key-store.ts';
import type { ChangeLog } from '../changes/change-log.ts';

/**
 * The state a request shares with every other request of every gateway (in Redis when REDIS_URL
 * is set, else in this process's memory): all a service reads or changes besides its company's
 * ERP, the session and the settings. The gateway's wiring (environment, company runtimes, hosts)
 * is not here: a service never reaches it.
 */
export interface SharedStores {
  /** Named rate limits (login per address and per username ...). */
  limits: Limits;
  /** Wrong passwords per username and address, and per username. */
  loginThrottle: LoginThrottle;
  /** Revoked sessions and users' session generations. */
  sessions: SessionRevocations;
  /** Customers' carts and wishlists. */
  carts: CartStore;
  /** Exactly-once order placement by idempotency key. */
  orders: OrderIdempotency;
  /** The trail of admin changes. */
  audit: AuditLog;
  /** Reset-link key and single-use nonces. */
  account: AccountServices;
  /** Integrators' API keys (hashes and sealed sessions). */
  apiKeys: ApiKeyStore;
  /** The change feed's log per company (a Redis stream when REDIS_URL is set). */
  changes: ChangeLog;
}
