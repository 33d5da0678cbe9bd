import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { lastPageOf } from './page-out-of-range';

const replyWith = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('x', { extensions })] });

describe('lastPageOf', () => {
  it.each([
    ['a page past the last', replyWith({ code: 'PAGE_OUT_OF_RANGE', page: 9, lastPage: 3 }), 3],
    ['another error', replyWith({ code: 'BAD_USER_INPUT' }), null],
    ['a last page that is no page', replyWith({ code: 'PAGE_OUT_OF_RANGE', lastPage: 0 }), null],
    ['no error', undefined, null],
  ] as const)('%s', (_name, error, last) => {
    expect(lastPageOf(error)).toBe(last);
  });
});
