import { Client, fetchExchange, mapExchange, type Exchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheConfig } from './cache-config';
import { classifyError, type ErrorKind } from './graphql-errors';
import { stableResults } from './stable-results';

export interface ClientCallbacks {
  onError(kind: ErrorKind): void;
}

/** What the page rendered on the server adds: its recorded results, and on the server its own fetch. */
export interface ClientRendering {
  /** Records replies on the server (ssrExchange), hands them back once while the page hydrates. */
  ssr: Exchange;
  /** The server's in-process transport (the browser uses its fetch). */
  fetch?: typeof fetch;
  /** On the server every query suspends until answered, so the HTML holds the data. */
  suspense?: boolean;
}

/**
 * The one GraphQL client. Always a JSON POST: the gateway's CSRF prevention refuses GET.
 * The session travels in the httpOnly cookie only, so nothing is stored on the client.
 */
export function createUrqlClient(callbacks: ClientCallbacks, rendering?: ClientRendering): Client {
  const stable = stableResults();
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
    fetch: rendering?.fetch,
    suspense: rendering?.suspense ?? false,
    exchanges: [
      mapExchange({
        onError(error) {
          callbacks.onError(classifyError(error));
        },
        onResult: stable,
      }),
      cacheExchange(cacheConfig),
      // After the cache and before the network: the cache normalises what it hands back.
      ...(rendering ? [rendering.ssr] : []),
      fetchExchange,
    ],
  });
}
