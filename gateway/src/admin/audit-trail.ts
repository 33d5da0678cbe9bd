import type { RequestContext } from '../context/request-context.ts';
import { requireAdmin } from './admin-guard.ts';

/** The latest admin changes of the company, newest first (1 to 200), for any administrator. */
export async function auditTrail(ctx: RequestContext, limit: number) {
  requireAdmin(ctx, 'AUDIT');
  const entries = await ctx.services.audit.latest(ctx.tenant.profile.id, Math.min(Math.max(limit, 1), 200));
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return entries.map((e) => ({ ...e, referenceId: String(e.referenceId), before: json(e.before), after: json(e.after) }));
}
