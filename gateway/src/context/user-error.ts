import type { UserErrorCode } from './user-error-code.ts';

export type { UserErrorCode } from './user-error-code.ts';

/**
 * A business refusal, the shop's own: what services return when they will not do something.
 * The API's UserError has this shape, so resolvers hand it over as it is.
 */
export interface UserError {
  code: UserErrorCode;
  message: string;
  /** The input path at fault, e.g. ['input', 'email']; null when the refusal is about the whole request. */
  field: string[] | null;
}

/**
 * The one builder of a mutation's userError. `field` names an input field ('email',
 * 'slides.0.image'): the path the client reads is ['input', ...its parts]; none for the whole request.
 * A domain code (a string) is one of the shop's UserErrorCode values by construction.
 */
export function userError(code: UserErrorCode | (string & {}), message: string, field?: string | null): UserError {
  return { code: code as UserErrorCode, message, field: field ? ['input', ...field.split('.')] : null };
}
