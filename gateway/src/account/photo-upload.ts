import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { accountOf } from './account-service.ts';
import { refusal, refused, succeeded, type FlowOutcome } from './outcome.ts';
import { preparePhoto } from './photo.ts';

/** The user's new photo, checked and cleaned here, stored by the ERP as the user's WebImage. */
export async function uploadPhoto(ctx: RequestContext, bytes: Buffer): Promise<FlowOutcome & { photoUrl: string | null }> {
  const session = requireActiveSession(ctx);
  const prepared = await preparePhoto(bytes);
  if (!prepared.ok) return { ...refused(refusal(prepared.code, prepared.message, 'photo')), photoUrl: null };
  // The ERP's file name: a timestamp plus the extension (storefront-core §7 uploadFile).
  const name = `${Date.now()}.${prepared.extension}`;
  const outcome = await ctx.tenant.erp.account.uploadPhoto(session.user.referenceId, prepared.base64, name);
  if (!outcome.ok) return { ...refused(refusal('UPSTREAM_REFUSED', outcome.refusal.error, 'photo')), photoUrl: null };
  const account = await accountOf(ctx);
  return { ...succeeded(M.photoChanged), photoUrl: account.photoUrl };
}
