import { Client, fetchExchange, mapExchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheConfig } from './cache-config';
import { classifyError, type ErrorKind } from './graphql-errors';

export interface ClientCallbacks {
  onError(kind: ErrorKind): void;
}

/**
 * The one GraphQL client. Always a JSON POST: the gateway's CSRF prevention refuses GET.
 * The session travels in the httpOnly cookie only, so nothing is stored on the client.
 */
export function createUrqlClient(callbacks: ClientCallbacks): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
    exchanges: [
      mapExchange({
        onError(error) {
          callbacks.onError(classifyError(error));
        },
      }),
      cacheExchange(cacheConfig),
      fetchExchange,
    ],
  });
}
