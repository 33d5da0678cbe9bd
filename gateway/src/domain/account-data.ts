import type { ContactPerson } from './contact-person.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { isValidEmail } from './tax-codes.ts';
import type { FieldProblem } from './registration.ts';

/** The only account fields a user may change (storefront-core §5 Account). */
export type AccountDataDraft = ContactPerson;

export const ACCOUNT_TEXT_LIMIT = 100;
const PHONE = /^[0-9+()./\s-]{5,30}$/;

export function checkAccountData(d: AccountDataDraft): FieldProblem<keyof AccountDataDraft>[] {
  const problems: FieldProblem<keyof AccountDataDraft>[] = [];
  if (!d.email) problems.push({ field: 'email', code: 'REQUIRED', message: M.required });
  else if (!isValidEmail(d.email)) problems.push({ field: 'email', code: 'INVALID_EMAIL', message: M.invalidEmail });
  for (const f of ['phone', 'mobile'] as const)
    if (d[f] && !PHONE.test(d[f])) problems.push({ field: f, code: 'INVALID_PHONE', message: M.invalidPhone });
  for (const [field, value] of Object.entries(d) as [keyof AccountDataDraft, string][])
    if (value.length > ACCOUNT_TEXT_LIMIT) problems.push({ field, code: 'TOO_LONG', message: M.tooLong(ACCOUNT_TEXT_LIMIT) });
  return problems;
}
