import { userError, type UserError, type UserErrorCode } from '../context/user-error.ts';

/** What the account flows answer: a success text, or the refusals with their fields. */
export interface FlowOutcome {
  message: string | null;
  userErrors: UserError[];
}

export const refusal = (code: UserErrorCode, message: string, field?: string): UserError => userError(code, message, field);

export const refused = (...userErrors: UserError[]): FlowOutcome => ({ message: null, userErrors });
export const succeeded = (message: string): FlowOutcome => ({ message, userErrors: [] });

/** Domain problems (code as a string) as userErrors with the shop's codes. */
export const fromProblems = (problems: readonly { field: string; code: string; message: string }[]): FlowOutcome =>
  refused(...problems.map((p) => refusal(p.code as UserErrorCode, p.message, p.field)));
