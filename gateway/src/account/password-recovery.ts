import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../context/request-context.ts';
import type { UserError } from '../context/user-error.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { checkNewPassword } from '../domain/password-rules.ts';
import { RESET_LINK_TTL_MS, signResetLink, verifyResetLink } from '../domain/reset-link.ts';
import { isValidEmail } from '../domain/tax-codes.ts';
import { enforceLimit, withinLimit } from './account-limits.ts';
import { checkResetLink, redeemResetLink } from './reset-link-redeem.ts';
import { fromProblems, refusal, refused, succeeded, type FlowOutcome } from './outcome.ts';

/**
 * 'Controlla la mail', whatever the email: the link is signed here (the ERP only mails it) and
 * sent only when the ERP knows the address. Limited per client address (an error) and per
 * email (silently: the answer must not differ).
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  rawEmail: string,
  request: { clientAddress: string; shopOrigin: string; now?: number },
): Promise<FlowOutcome> {
  const email = rawEmail.trim();
  if (!email) return refused(refusal('REQUIRED', M.required, 'email'));
  if (!isValidEmail(email)) return refused(refusal('INVALID_EMAIL', M.invalidEmail, 'email'));
  await enforceLimit(ctx, 'recovery-address', request.clientAddress);
  if (!(await withinLimit(ctx, 'recovery-email', email))) return succeeded(M.checkMail);
  const api = ctx.tenant.erp.account;
  const ref = await api.referenceOfEmail(email);
  const now = request.now ?? Date.now();
  const company = ctx.tenant.profile.id;
  const claims = { company, ref, exp: now + RESET_LINK_TTL_MS, nonce: randomBytes(18).toString('base64url') };
  const data = signResetLink(claims, ctx.stores.account.resetKeyOf(company));
  const link = ref > 0 ? `${request.shopOrigin}/reset-password/${data}` : '';
  // Called for unknown addresses too (without a link), so that both take the same path.
  await api.sendRecoveryLink(email, ref, link);
  return succeeded(M.checkMail);
}

/**
 * A new password from a mailed link: refused with the specification's text when the link is
 * forged, altered, expired or used; the password rules come before the link is spent.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { data: string; password: string; confirmation: string },
  request: { clientAddress: string; now?: number },
): Promise<FlowOutcome> {
  await enforceLimit(ctx, 'reset-address', request.clientAddress);
  const now = request.now ?? Date.now();
  const expired = refused(refusal('RESET_LINK_EXPIRED', M.linkExpired, 'data'));
  const company = ctx.tenant.profile.id;
  const key = ctx.stores.account.resetKeyOf(company);
  // Checked before the password rules, so that a bad link says so first; spent only after them.
  if (!verifyResetLink(input.data, key, company, now).ok) return expired;
  const problems = checkNewPassword(input.password, input.confirmation);
  if (problems.length) return fromProblems(problems);
  const redeemed = await redeemResetLink(input.data, key, company, now, ctx.stores.account.resetNonces);
  if (!redeemed.ok) return expired;
  const outcome = await ctx.tenant.erp.account.resetPassword(redeemed.ref, input.password);
  if (!outcome.ok) return refused(refusal('UPSTREAM_REFUSED', outcome.refusal.error, 'password'));
  // Whoever held the old password (a stolen session included) is logged out everywhere.
  if (outcome.value.username) await ctx.stores.sessions.revokeUser(ctx.tenant.profile.id, outcome.value.username);
  return succeeded(M.passwordReset);
}

/**
 * Whether a mailed link can still be used on this company, without spending it: the reset page
 * asks when it opens and shows the specification's expiry message instead of the form.
 */
export async function checkPasswordResetLink(
  ctx: RequestContext,
  data: string,
  now: number = Date.now(),
): Promise<{ valid: boolean; userErrors: UserError[] }> {
  const company = ctx.tenant.profile.id;
  const link = await checkResetLink(data, ctx.stores.account.resetKeyOf(company), company, now, ctx.stores.account.resetNonces);
  return { valid: link.ok, userErrors: link.ok ? [] : [{ code: 'RESET_LINK_EXPIRED', message: M.linkExpired, field: ['data'] }] };
}
