import type { UserError, UserErrorCode } from '../graphql/generated/resolvers.ts';

/**
 * The one builder of a mutation's userError. `field` names an input field ('email',
 * 'slides.0.image'): the path the client reads is ['input', ...its parts]; none for the whole request.
 * A domain code (a string) is one of the schema's UserErrorCode values by construction.
 */
export function userError(code: UserErrorCode | (string & {}), message: string, field?: string | null): UserError {
  return { code: code as UserErrorCode, message, field: field ? ['input', ...field.split('.')] : null };
}
