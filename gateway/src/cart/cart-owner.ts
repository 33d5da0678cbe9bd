import type { RequestContext } from '../context/request-context.ts';
import type { SessionData } from '../session/session-data.ts';
import type { CartOwner } from './cart-store.ts';

/**
 * The cart of a session: the login's own reference, as the ERP keeps it. An agent keeps one
 * cart whichever customer is selected (prices follow the selected customer when shown), since
 * the ERP returns and stores carts by the login's IdDetCliRef only.
 */
export function cartOwnerOf(ctx: RequestContext, session: SessionData): CartOwner {
  return {
    tenantId: ctx.tenant.profile.id,
    referenceId: session.user.referenceId,
    credentials: { username: session.username, password: session.password },
    erp: ctx.tenant.erp.cart,
  };
}
