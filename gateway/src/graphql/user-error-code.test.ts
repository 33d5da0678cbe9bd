import { describe, expectTypeOf, it } from 'vitest';
import type { UserError, UserErrorCode } from '../context/user-error.ts';
import type { UserError as SchemaUserError, UserErrorCode as SchemaUserErrorCode } from './generated/resolvers.ts';

// Checked by the type checker (npm run typecheck): services refuse with the shop's codes and the
// schema publishes its enum; a code added on one side only fails here, not in a client.
describe("the shop's refusal codes", () => {
  it('are the schema enum, value for value', () => {
    expectTypeOf<UserErrorCode>().toEqualTypeOf<SchemaUserErrorCode>();
  });

  it('make a refusal the API can return as it is', () => {
    expectTypeOf<UserError>().toExtend<SchemaUserError>();
  });
});
