import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { isValidEmail } from './tax-codes.ts';
import type { FieldProblem } from './registration.ts';

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_LIMITS: Record<keyof ContactDraft, number> = { name: 100, email: 254, subject: 150, message: 5000 };

/**
 * The contact form (storefront-core §5): all four fields required ('Attenzione, campi
 * obbligatori non inseriti' on each empty one), a real email address, bounded lengths.
 */
export function checkContactMessage(d: ContactDraft): FieldProblem<keyof ContactDraft>[] {
  const problems: FieldProblem<keyof ContactDraft>[] = [];
  for (const f of ['name', 'email', 'subject', 'message'] as const) {
    if (!d[f].trim()) problems.push({ field: f, code: 'REQUIRED', message: M.required });
    else if (d[f].length > CONTACT_LIMITS[f]) problems.push({ field: f, code: 'TOO_LONG', message: M.tooLong(CONTACT_LIMITS[f]) });
  }
  if (d.email.trim() && d.email.length <= CONTACT_LIMITS.email && !isValidEmail(d.email.trim()))
    problems.push({ field: 'email', code: 'INVALID_EMAIL', message: M.invalidEmail });
  return problems;
}
