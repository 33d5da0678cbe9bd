import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { announceOutcome, type Refusal } from './mutation-outcome';

// Which of the three outcomes a mutation had; the toasts themselves are react-toastify's.
describe('announceOutcome', () => {
  const refusals: Refusal[] = [];
  const collect = (refusal: Refusal) => refusals.push(refusal);
  const limit = { code: 'CART_LIMIT' as const, message: 'Limite carrello superato' };

  it.each([
    ['a payload without userErrors is a success', { userErrors: [] }, true, []],
    [
      'the first refusal goes to the refusal handler',
      { userErrors: [limit, { code: 'NOT_SAVED' as const, message: 'y' }] },
      false,
      [limit],
    ],
    ['no payload is no success', {}, false, []],
    [
      'a failed request is no success and no refusal',
      {
        error: new CombinedError({
          graphQLErrors: [new GraphQLError('giù', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
        }),
      },
      false,
      [],
    ],
  ])('%s', (_name, outcome, success, expected) => {
    refusals.length = 0;
    expect(announceOutcome(outcome, null, collect)).toBe(success);
    expect(refusals).toEqual(expected);
  });
});
