import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { checkAccountData, type AccountDataDraft } from '../domain/account-data.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { checkNewPassword } from '../domain/password-rules.ts';
import type { AccountModel } from '../erp/account-models.ts';
import { revokeSessions } from '../session/session-lifecycle.ts';
import { enforceLimit } from './account-limits.ts';
import { fromProblems, refusal, refused, succeeded, type FlowOutcome } from './outcome.ts';

export interface AccountView extends AccountModel {
  username: string;
  photoUrl: string | null;
}

export const photoUrl = (name: string) => (name ? `/media/photos/${encodeURIComponent(name)}` : null);

/**
 * The session user's account as the ERP has it now (the login reply is the only call that
 * returns it). Credentials that no longer work end in UNAUTHENTICATED.
 */
export async function accountOf(ctx: RequestContext): Promise<AccountView> {
  const session = requireActiveSession(ctx);
  const outcome = await ctx.tenant.erp.account.login(session);
  if (!outcome.ok) throw new ServiceError('UNAUTHENTICATED');
  const { account } = outcome.value;
  return { ...account, username: session.username, photoUrl: photoUrl(account.photoName) };
}

const trimmed = (d: AccountDataDraft): AccountDataDraft =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v).trim()])) as unknown as AccountDataDraft;

/** TipoCambio 1: only the editable fields travel; the ERP's refusal is shown as it says. */
export async function updateAccount(ctx: RequestContext, input: AccountDataDraft): Promise<FlowOutcome & { account: AccountView | null }> {
  const session = requireActiveSession(ctx);
  const data = trimmed(input);
  const problems = checkAccountData(data);
  if (problems.length) return { ...fromProblems(problems), account: null };
  const outcome = await ctx.tenant.erp.account.changeUserData(session, data);
  if (!outcome.ok) return { ...refused(refusal('UPSTREAM_REFUSED', outcome.refusal.error)), account: null };
  // The header greets the user by name: the session keeps the new one.
  ctx.session.save({ ...session, user: { ...session.user, firstName: data.firstName, lastName: data.lastName } });
  return { ...succeeded(M.dataChanged), account: await accountOf(ctx) };
}

/**
 * TipoCambio 2. The ERP checks the current password; on success every other session of the
 * user ends and this one goes on with the new password in its encrypted cookie.
 */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string; confirmation: string },
): Promise<FlowOutcome> {
  const session = requireActiveSession(ctx);
  const problems = checkNewPassword(input.newPassword, input.confirmation).map((p) => ({
    ...p,
    field: p.field === 'password' ? 'newPassword' : 'confirmation',
  }));
  const missing = input.currentPassword ? [] : [{ field: 'currentPassword', code: 'REQUIRED', message: M.required }];
  if (missing.length || problems.length) return fromProblems([...missing, ...problems]);
  await enforceLimit(ctx, 'password-change-user', session.username);
  const outcome = await ctx.tenant.erp.account.changePassword(
    { username: session.username, password: input.currentPassword },
    input.newPassword,
  );
  if (!outcome.ok) {
    return refused(
      outcome.refusal.badCredentials
        ? refusal('INVALID_CREDENTIALS', outcome.refusal.error, 'currentPassword')
        : refusal('UPSTREAM_REFUSED', outcome.refusal.error, 'newPassword'),
    );
  }
  await revokeSessions(ctx, session.username, input.newPassword);
  // The specification answers every TipoCambio with the same text.
  return succeeded(M.dataChanged);
}
