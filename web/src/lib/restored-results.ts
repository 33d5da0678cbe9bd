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
 * answered once from those replies (written beside the page) instead of asking the gateway again.
 * urql's ssrExchange does the same on both sides; the browser needs only this half, and every
 * kilobyte here delays a phone's first load.
 */
export function restoredResultsExchange(replies: SSRData): Exchange {
  const take = (operation: Operation): Reply | undefined => {
    if (operation.kind !== 'query') return undefined;
    const reply = replies[operation.key];
    delete replies[operation.key];
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
