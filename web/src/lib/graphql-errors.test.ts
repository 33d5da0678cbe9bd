import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { classifyError, errorText, isReportedGlobally, requestIdOf } from './graphql-errors';

const withCode = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('testo del gateway', { extensions })] });

describe('classifyError', () => {
  it.each([
    [{ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' }, 'sessionExpired', true],
    [{ code: 'UPSTREAM_UNAVAILABLE' }, 'upstreamUnavailable', true],
    [{ code: 'UPSTREAM_BAD_REPLY' }, 'upstreamBadReply', true],
    [{ code: 'SERVICE_UNAVAILABLE' }, 'serviceUnavailable', true],
    [{ code: 'TOO_MANY_REQUESTS' }, 'tooManyRequests', false],
    [{ code: 'FORBIDDEN' }, 'forbidden', false],
    // Not logged in at all is a screen's business (it shows the login form), not a toast.
    [{ code: 'UNAUTHENTICATED' }, 'other', false],
  ] as const)('%o is %s', (extensions, kind, global) => {
    expect(classifyError(withCode(extensions))).toBe(kind);
    expect(isReportedGlobally(kind)).toBe(global);
  });

  it('treats a request without any GraphQL answer as a network failure', () => {
    const kind = classifyError(new CombinedError({ networkError: new TypeError('Failed to fetch') }));
    expect(kind).toBe('network');
    expect(isReportedGlobally(kind)).toBe(true);
  });

  it('speaks with the texts of the catalogue, not those of the gateway', () => {
    expect(errorText('sessionExpired')).toBe('La sessione è scaduta, per favore effettua di nuovo il login!');
    expect(errorText('upstreamUnavailable')).toBe('Servizio momentaneamente non disponibile, riprova tra poco');
    expect(errorText('serviceUnavailable')).toBe('Servizio momentaneamente non disponibile, riprova tra qualche istante');
  });
});

describe('requestIdOf', () => {
  const failed = (headers: Record<string, string>) =>
    new CombinedError({ graphQLErrors: [new GraphQLError('x', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })], response: new Response('{}', { headers }) });

  it('reads the id the gateway gave the failed request', () => {
    expect(requestIdOf(failed({ 'x-request-id': 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' }))).toBe('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
  });

  it('has none when the reply has none or there was no reply', () => {
    expect(requestIdOf(failed({}))).toBeUndefined();
    expect(requestIdOf(new CombinedError({ networkError: new TypeError('Failed to fetch') }))).toBeUndefined();
  });
});
