import type { RequestContext } from '../context/request-context.ts';
import { checkContactMessage, type ContactDraft } from '../domain/contact-message.ts';
import { ACCOUNT_MESSAGES as M } from '../domain/account-messages.ts';
import { singleLine } from '../domain/single-line.ts';
import { enforceLimit } from './account-limits.ts';
import { fromProblems, refusal, refused, succeeded, type FlowOutcome } from './outcome.ts';

/**
 * The contact form. A filled honeypot (a field people never see) is answered with the same
 * success, so that a bot learns nothing, and nothing is sent.
 */
export async function sendContactMessage(
  ctx: RequestContext,
  input: ContactDraft & { homepage?: string | null },
  clientAddress: string,
): Promise<FlowOutcome> {
  // Name, address and subject go into the mail's headers: one line each (the message is the body).
  const draft = {
    name: singleLine(input.name).trim(),
    email: singleLine(input.email).trim(),
    subject: singleLine(input.subject).trim(),
    message: input.message.trim(),
  };
  const problems = checkContactMessage(draft);
  if (problems.length) return fromProblems(problems);
  await enforceLimit(ctx, 'contact-address', clientAddress);
  if (input.homepage?.trim()) {
    ctx.log.info({ clientAddress }, 'contact form honeypot filled: message dropped');
    return succeeded(M.messageSent);
  }
  const outcome = await ctx.tenant.erp.account.contact(draft);
  if (!outcome.ok) return refused(refusal('UPSTREAM_REFUSED', M.messageFailed));
  return succeeded(M.messageSent);
}
