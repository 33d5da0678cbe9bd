import { ACCOUNT_MESSAGES } from './account-messages.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem =
  | { field: 'password'; code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG'; message: string }
  | { field: 'confirmation'; code: 'PASSWORD_MISMATCH'; message: string };

/**
 * A new password (reset or change): at least 8 characters ('Scegliere una password con più di
 * 8 caratteri alfanumerici'), a sane maximum, and the confirmation equal to it.
 */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push({ field: 'password', code: 'PASSWORD_TOO_SHORT', message: ACCOUNT_MESSAGES.passwordTooShort });
  else if (password.length > MAX_PASSWORD_LENGTH)
    problems.push({ field: 'password', code: 'PASSWORD_TOO_LONG', message: ACCOUNT_MESSAGES.passwordTooLong });
  if (password !== confirmation)
    problems.push({ field: 'confirmation', code: 'PASSWORD_MISMATCH', message: ACCOUNT_MESSAGES.passwordMismatch });
  return problems;
}
