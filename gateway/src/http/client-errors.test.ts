import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { clientErrorOf } from './client-errors.ts';

const httpError = (statusCode: number, extra: object = {}) => Object.assign(new Error('x'), { statusCode, ...extra });

describe('clientErrorOf', () => {
  it.each([
    ['malformed JSON (400)', httpError(400), { code: 'BAD_REQUEST', statusCode: 400 }],
    ['a body over the limit (413)', httpError(413), { code: 'PAYLOAD_TOO_LARGE', statusCode: 413 }],
    ['an unsupported media type (415)', httpError(415), { code: 'BAD_REQUEST', statusCode: 400 }],
    ['a server failure (500)', httpError(500), null],
    ['GraphQL validation errors wrapped by Mercurius', httpError(400, { errors: [new GraphQLError('x')] }), null],
    ['a GraphQL error', new GraphQLError('x'), null],
    ['a plain error', new Error('x'), null],
    ['nothing', undefined, null],
  ])('%s', (_name, err, expected) => {
    expect(clientErrorOf(err)).toEqual(expected);
  });
});
