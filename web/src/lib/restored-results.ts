import { filter, map, merge, pipe, share } from 'wonka';
import { CombinedError, type Exchange, type Operation, type OperationResult, type SSRData } from 'urql';

type Reply = SSRData[string];

/** A reply recorded by the server's ssrExchange, read back as urql's own would. */
function restore(operation: Operation, reply: Reply): OperationResult {
  return {
    operation,
    data: reply.data ? JSON.parse(reply.data) : undefined,
    extensions: undefined,
    error: reply.error
      ? new CombinedError({
          networkError: reply.error.networkError ? new Error(reply.error.networkError) : undefined,
          graphQLErrors: reply.error.graphQLErrors,
        })
      : undefined,
    stale: false,
    hasNext: Boolean(reply.hasNext),
  };
}

/**
 * The browser's half of server rendering: each query the server answered to render the page is
 * answered from those replies (written beside the page) instead of asking the gateway again; a
 * query sent as network-only goes to the network, as in urql's ssrExchange. While the page
 * hydrates (until `hydrated` settles) a reply answers every asking; after that, once.
 * Kept for the whole hydration, not dropped at the first asking: a tap or a key before the page
 * has hydrated makes React start the hydration again, at once; its render asks the same queries
 * again (the cache did not answer them: they reached these replies a second time), and with no
 * reply left the shop drew its start screen, which no longer matched the server's HTML (React
 * error 418): the whole page was drawn anew and what the buyer had typed was lost.
 * urql's ssrExchange does the same on both sides; the browser needs only this half, and every
 * kilobyte here delays a phone's first load.
 */
export function restoredResultsExchange(replies: SSRData, hydrated: Promise<unknown>): Exchange {
  let hydrating = true;
  const taken = new Set<string>();
  void hydrated.finally(() => {
    hydrating = false;
    for (const key of taken) delete replies[key];
  });
  const take = (operation: Operation): Reply | undefined => {
    if (operation.kind !== 'query' || operation.context.requestPolicy === 'network-only') return undefined;
    const key = String(operation.key);
    const reply = replies[key];
    if (hydrating) taken.add(key);
    else delete replies[key];
    return reply ?? undefined;
  };
  return ({ forward }) =>
    (operations$) => {
      // Decided once per operation, before the two branches read it.
      const tagged$ = share(pipe(operations$, map((operation) => ({ operation, reply: take(operation) }))));
      const restored$ = pipe(
        tagged$,
        filter((tagged) => tagged.reply !== undefined),
        map((tagged) => restore(tagged.operation, tagged.reply as Reply)),
      );
      const forwarded$ = forward(
        pipe(
          tagged$,
          filter((tagged) => tagged.reply === undefined),
          map((tagged) => tagged.operation),
        ),
      );
      return merge([restored$, forwarded$]);
    };
}
