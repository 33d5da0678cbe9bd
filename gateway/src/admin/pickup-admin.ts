import type { RequestContext } from '../context/request-context.ts';
import { adminDateRefusal, slotCountRefusal, type AdminPickupRefusal } from '../domain/admin-pickup.ts';
import { PICKUP_ADMIN_MESSAGES } from '../domain/admin-messages.ts';
import { todayInRome } from '../domain/pickup-dates.ts';
import type { AdminPickupCalendar } from '../erp/admin-models.ts';
import { requireAdmin } from './admin-guard.ts';
import { audit } from './audit-trail.ts';

export interface PickupAdminUserError {
  field: string[];
  code: AdminPickupRefusal['code'] | 'UPSTREAM_REFUSED';
  message: string;
}

export interface PickupAdminResult {
  administration: AdminPickupCalendar | null;
  message: string | null;
  userErrors: PickupAdminUserError[];
}

export async function pickupAdministration(ctx: RequestContext): Promise<AdminPickupCalendar> {
  requireAdmin(ctx, 'PICKUPS');
  return ctx.tenant.erp.admin.pickupCalendar();
}

export type PickupChange =
  | { kind: 'DISABLED_ADD'; date: string }
  | { kind: 'DISABLED_DELETE'; date: string }
  | { kind: 'ENABLED_ADD'; date: string; pickups: number }
  | { kind: 'ENABLED_DELETE'; date: string }
  | { kind: 'SLOTS'; slotsPerDay: number };

const successText = (c: PickupChange) =>
  c.kind === 'SLOTS' ? PICKUP_ADMIN_MESSAGES.slotsChanged : c.kind.endsWith('DELETE') ? PICKUP_ADMIN_MESSAGES.deleted : PICKUP_ADMIN_MESSAGES.added;

function refusalOf(c: PickupChange, today: string): PickupAdminUserError | null {
  // Deleting an old date is allowed (tidying the list); adding one in the past is not.
  if ('date' in c) {
    const r = adminDateRefusal(c.date, today);
    if (r && !(r.code === 'PICKUP_DATE_PAST' && c.kind.endsWith('DELETE'))) return { ...r, field: ['input', 'date'] };
  }
  if (c.kind === 'ENABLED_ADD') {
    const r = slotCountRefusal(c.pickups);
    if (r) return { ...r, field: ['input', 'pickups'] };
  }
  if (c.kind === 'SLOTS') {
    const r = slotCountRefusal(c.slotsPerDay);
    if (r) return { ...r, field: ['input', 'slotsPerDay'] };
  }
  return null;
}

/** One pickup administration change: checked, sent, audited, answered with the new calendar. */
export async function changePickups(ctx: RequestContext, change: PickupChange): Promise<PickupAdminResult> {
  const who = requireAdmin(ctx, 'PICKUPS');
  const refusal = refusalOf(change, todayInRome(new Date()));
  if (refusal) return { administration: null, message: null, userErrors: [refusal] };
  const api = ctx.tenant.erp.admin;
  const before = await api.pickupCalendar();
  const answer =
    change.kind === 'DISABLED_ADD' ? await api.insertDisabledDate(change.date)
    : change.kind === 'DISABLED_DELETE' ? await api.deleteDisabledDate(change.date)
    : change.kind === 'ENABLED_ADD' ? await api.insertEnabledDate(change.date, change.pickups)
    : change.kind === 'ENABLED_DELETE' ? await api.deleteEnabledDate(change.date)
    : await api.changeSlotNumber(change.slotsPerDay);
  if (!answer.ok) return { administration: null, message: null, userErrors: [{ field: ['input'], code: 'UPSTREAM_REFUSED', message: answer.refusal.message }] };
  const after = await api.pickupCalendar();
  await audit(ctx, who, { action: `PICKUP_${change.kind}`, target: 'date' in change ? change.date : 'NumSlot', before, after });
  return { administration: after, message: successText(change), userErrors: [] };
}
