import { Client, fetchExchange, mapExchange, type Exchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheConfig } from './cache-config';
import { classifyError, requestIdOf, type ErrorKind } from './graphql-errors';
import { stableResults } from './stable-results';

export interface ClientCallbacks {
  /** `operation` is 'query', 'mutation', …: what the failed request was asking. */
  onError(kind: ErrorKind, requestId: string | undefined, operation: string): void;
}

/** What the page rendered on the server adds: its recorded results, and on the server its own fetch. */
export interface ClientRendering {
  /** Records replies on the server (ssrExchange), hands them back once while the page hydrates. */
  ssr: Exchange;
  /**
   * Set on the server only: its in-process transport to the gateway's /graphql. There every query
   * suspends until answered, so that the HTML holds the data.
   */
  serverFetch?: typeof fetch;
  /** Set in the browser hydrating a page rendered on the server: settles once it has hydrated. */
  hydrated?: Promise<unknown>;
}

/**
 * The one GraphQL client. Always a JSON POST: the gateway's CSRF prevention refuses GET.
 * The session travels in the httpOnly cookie only, so nothing is stored on the client.
 */
export function createUrqlClient(
  callbacks: ClientCallbacks,
  rendering?: ClientRendering,
  /** Exchanges that may answer before the cache (the device's offline answers). */
  local: readonly Exchange[] = [],
): Client {
  const stable = stableResults();
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
    fetch: rendering?.serverFetch,
    suspense: rendering?.serverFetch !== undefined,
    exchanges: [
      mapExchange({
        onError(error, operation) {
          callbacks.onError(classifyError(error), requestIdOf(error), operation.kind);
        },
        onResult: stable,
      }),
      ...local,
      cacheExchange(cacheConfig),
      // After the cache and before the network: the cache normalises what it hands back.
      ...(rendering ? [rendering.ssr] : []),
      fetchExchange,
    ],
  });
}
