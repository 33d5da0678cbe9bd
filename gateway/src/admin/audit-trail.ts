import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../context/request-context.ts';
import type { SessionData } from '../session/session-data.ts';
import type { AuditEntry } from './audit-log.ts';
import { requireAdmin } from './admin-guard.ts';

/** The latest admin changes of the company, newest first (1 to 200), for any administrator. */
export async function auditTrail(ctx: RequestContext, limit: number) {
  requireAdmin(ctx, 'AUDIT');
  const entries = await ctx.stores.audit.latest(ctx.tenant.profile.id, Math.min(Math.max(limit, 1), 200));
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return entries.map((e) => ({ ...e, referenceId: String(e.referenceId), before: json(e.before), after: json(e.after) }));
}

/**
 * Records a change made by `who`. A failure to record is logged, not thrown: the change itself
 * is already done upstream and the administrator must learn that it succeeded.
 */
export async function audit(
  ctx: RequestContext,
  who: SessionData,
  change: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  const entry: AuditEntry = {
    id: randomUUID(),
    at: new Date().toISOString(),
    username: who.username,
    referenceId: who.user.referenceId,
    ...change,
  };
  ctx.log.info({ audit: { ...entry, before: undefined, after: undefined } }, 'admin change');
  try {
    await ctx.stores.audit.append(ctx.tenant.profile.id, entry);
  } catch (err) {
    ctx.log.error({ err, audit: entry }, 'audit trail not written');
  }
}
