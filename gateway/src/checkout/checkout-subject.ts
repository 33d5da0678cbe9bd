import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { SessionData } from '../session/session-data.ts';
import type { Credentials, CustomerModel, SiteModel } from '../erp/models.ts';

/** Who orders: the session's login, for the customer chosen in the session, to one of its sites. */
export interface CheckoutSubject {
  session: SessionData;
  credentials: Credentials;
  customer: CustomerModel;
  /** null while the customer has several sites and none was chosen. */
  site: SiteModel | null;
}

export const credentialsOf = (session: SessionData): Credentials => ({
  username: session.username,
  password: session.password,
});

/**
 * The subject of a checkout, or null while no customer is chosen (an agent, or a user with
 * several customers). The customer is looked up again in the upstream's list for this login, so
 * that an agent can only order for a customer still assigned to them.
 */
export async function checkoutSubjectOf(
  ctx: RequestContext,
  session: SessionData,
  siteId: string | null,
): Promise<CheckoutSubject | null> {
  const chosen = session.customer;
  if (!chosen) return null;
  const credentials = credentialsOf(session);
  const customer = (await ctx.tenant.erp.account.customersOf(credentials)).find((c) => c.id === chosen.id);
  if (!customer) throw new ServiceError('FORBIDDEN');
  const only = customer.sites.length === 1 ? (customer.sites[0] ?? null) : null;
  const site = siteId === null ? only : (customer.sites.find((s) => String(s.id) === siteId) ?? null);
  return { session, credentials, customer, site };
}
