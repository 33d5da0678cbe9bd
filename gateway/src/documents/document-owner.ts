import { servedCustomerId } from '../session/viewer.ts';
import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { SessionData } from '../session/session-data.ts';
import type { Credentials, CustomerModel } from '../erp/models.ts';

/** Whose documents a request reads: the session's login acting for one customer it may serve. */
export interface DocumentOwner {
  session: SessionData;
  credentials: Credentials;
  customerId: number;
  /** The agent id the report address carries (0 for a customer's own login). */
  agentId: number;
}

const CUSTOMERS = Symbol('customers of the login');

/** The customers this login may act for, as the ERP lists them (once per request). */
function customersOfLogin(ctx: RequestContext, credentials: Credentials): Promise<CustomerModel[]> {
  return ctx.memo.once(CUSTOMERS, () => ctx.tenant.erp.account.customersOf(credentials));
}

export const CHOOSE_CUSTOMER = 'Scegli il cliente';

/**
 * The customer a request names (or the session's customer when it names none), checked against
 * the session (DESIGN §4): a customer's login reads only its own documents, an agent only those
 * of the customers the ERP lists for it. Anything else is FORBIDDEN.
 */
export async function documentOwnerOf(
  ctx: RequestContext,
  requested?: string | null,
): Promise<DocumentOwner> {
  const session = requireActiveSession(ctx);
  const credentials = { username: session.username, password: session.password };
  const own = session.user.customerId > 0 ? session.user.customerId : null;
  let customerId: number;
  if (requested === undefined || requested === null || requested.trim() === '') {
    const chosen = servedCustomerId(session);
    if (chosen === null)
      throw new ServiceError('BAD_USER_INPUT', CHOOSE_CUSTOMER, { reason: 'CUSTOMER_REQUIRED' });
    customerId = chosen;
  } else {
    if (!/^\d{1,9}$/u.test(requested.trim())) throw new ServiceError('FORBIDDEN');
    customerId = Number(requested.trim());
  }
  if (own !== null) {
    if (customerId !== own) throw new ServiceError('FORBIDDEN');
  } else if (!(await customersOfLogin(ctx, credentials)).some((c) => c.id === customerId)) {
    throw new ServiceError('FORBIDDEN');
  }
  const agentId = own === null ? session.user.agentId : 0;
  return { session, credentials, customerId, agentId };
}

/** Whether the viewer sees amounts at all (company 4: only with showPrice 1): the listing's one rule. */
export { viewerSeesPrices } from '../catalogue/product-price.ts';
