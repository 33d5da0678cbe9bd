import { filter, fromPromise, merge, mergeMap, pipe, share } from 'wonka';
import { makeErrorResult, makeResult, type Exchange, type Operation } from 'urql';
import { offlineStart } from './offline-start';

/** The queries the device answers from a prepared customer's package when there is no network. */
const ANSWERED = new Set(['Products', 'ShopNotice']);

function operationName(op: Operation): string | null {
  for (const d of op.query.definitions) if (d.kind === 'OperationDefinition') return d.name?.value ?? null;
  return null;
}

function answeredOffline(op: Operation): boolean {
  return op.kind === 'query' && typeof navigator !== 'undefined' && !navigator.onLine && ANSWERED.has(operationName(op) ?? '') && offlineStart() !== null;
}

/**
 * Before the cache: with no network, the listing's queries are answered on the device (issue
 * 29), by code loaded only then; every other operation goes on to the network as always.
 */
export const offlineExchange: Exchange = ({ forward }) => (ops$) => {
  const shared = pipe(ops$, share);
  const local = pipe(
    shared,
    filter(answeredOffline),
    mergeMap((op) =>
      fromPromise(
        import('./offline-answers')
          .then((m) => m.answerOffline(op, operationName(op) ?? ''))
          .then((answer) => ('data' in answer ? makeResult(op, { data: answer.data }) : makeErrorResult(op, new Error(answer.error)))),
      ),
    ),
  );
  const rest = forward(pipe(shared, filter((op) => !answeredOffline(op))));
  return merge([local, rest]);
};
