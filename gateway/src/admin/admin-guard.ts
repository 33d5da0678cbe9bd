import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { adminCapabilities, mayAdminister, type AdminArea, type AdminCapabilities, type AdminPolicy } from '../domain/admin-access.ts';
import type { SessionData } from '../session/session-data.ts';

/**
 * The allow-lists of the request's company (its profile, with the configuration applied): an
 * admin of one company is nobody on another, whatever the reference id.
 */
export function adminPolicyOf(ctx: RequestContext): AdminPolicy {
  return ctx.tenant.profile.admins;
}

const identityOf = (s: SessionData | null) => (s ? { customerId: s.user.customerId, referenceId: s.user.referenceId } : null);

/** What the session may administer (the viewer's `can` flags). */
export function capabilitiesOf(ctx: RequestContext, session: SessionData | null = ctx.session.active()): AdminCapabilities {
  return adminCapabilities(identityOf(session), adminPolicyOf(ctx));
}

/**
 * The session of an administrator of `area`, or FORBIDDEN — for anonymous visitors too, so that
 * nobody learns from the answer whether logging in would help.
 */
export function requireAdmin(ctx: RequestContext, area: AdminArea): SessionData {
  const session = ctx.session.active();
  if (!session || !mayAdminister(area, identityOf(session), adminPolicyOf(ctx))) throw new ServiceError('FORBIDDEN');
  return session;
}
