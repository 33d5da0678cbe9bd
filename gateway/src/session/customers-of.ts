import type { RequestContext } from '../context/request-context.ts';
import type { CustomerModel } from '../erp/models.ts';

const CUSTOMERS = Symbol('customers of the session user');

/**
 * The customers a user may act for, asked of the ERP at most once per request per user: a
 * document that names `customers` a hundred times under aliases makes one upstream call.
 */
export function customersOf(ctx: RequestContext, credentials: { username: string; password: string }): Promise<CustomerModel[]> {
  const byUser = ctx.memo.once(CUSTOMERS, () => new Map<string, Promise<CustomerModel[]>>());
  const key = `${credentials.username}\u0000${credentials.password}`;
  let pending = byUser.get(key);
  if (!pending) {
    pending = ctx.tenant.erp.account.customersOf(credentials);
    // A failed call is not remembered: the next field asks again.
    pending.catch(() => byUser.delete(key));
    byUser.set(key, pending);
  }
  return pending;
}
