import { filter, fromPromise, fromValue, merge, mergeMap, pipe, share } from 'wonka';
import { makeErrorResult, makeResult, type Exchange, type Operation, type OperationResult } from 'urql';
import { offlineStart } from './offline-start';

/** The queries the device answers from a prepared customer's package when there is no network. */
const ANSWERED = new Set(['Products', 'ShopNotice', 'ProductDetail', 'Cart']);
/**
 * The cart's mutations, taken by the device's cart only when the browser says it is offline: one
 * that got no reply may have reached the gateway, so it is never replayed on the device.
 */
const CART_MUTATIONS = new Set(['CartLinesAdd', 'CartLineUpdate', 'CartLineDecrease', 'CartLineRemove', 'CartClear']);

function operationName(op: Operation): string | null {
  for (const d of op.query.definitions) if (d.kind === 'OperationDefinition') return d.name?.value ?? null;
  return null;
}

/** A query the device can answer: the listing's, a product's or the cart, with data prepared on this device. */
function answerable(op: Operation): boolean {
  return op.kind === 'query' && ANSWERED.has(operationName(op) ?? '') && offlineStart() !== null;
}

/**
 * The browser knows it has no network: answered at once, without trying. Not a query while the
 * page is `hydrating` (see offlineExchange).
 */
function answeredOffline(op: Operation, hydrating: boolean): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine) return false;
  const cartChange = op.kind === 'mutation' && CART_MUTATIONS.has(operationName(op) ?? '') && offlineStart() !== null;
  return cartChange || (!hydrating && answerable(op));
}

type AnswersClient = typeof import('./offline-answers-client');
/** The device's answers' code once loaded: later questions reach the worker at once, not a task later. */
let answersClient: AnswersClient | null = null;
const loadAnswersClient = (): Promise<AnswersClient> =>
  answersClient ? Promise.resolve(answersClient) : import('./offline-answers-client').then((m) => (answersClient = m));

type Answer = Awaited<ReturnType<AnswersClient['answerOnDevice']>>;
const resultOf = (op: Operation, answer: Answer): OperationResult =>
  'data' in answer ? makeResult(op, { data: answer.data }) : makeErrorResult(op, new Error(answer.error));
const variablesOf = (op: Operation) => (op.variables ?? {}) as Record<string, unknown>;

function answerLocally(op: Operation): Promise<OperationResult> {
  const ask = (m: AnswersClient) => m.answerOnDevice(operationName(op) ?? '', variablesOf(op));
  return (answersClient ? ask(answersClient) : loadAnswersClient().then(ask)).then(
    (answer) => resultOf(op, answer),
    (err: unknown) => makeErrorResult(op, err instanceof Error ? err : new Error(String(err))),
  );
}

/** Answered at once when the answer has already arrived (see arrivedOnDevice), else when it comes. */
function answerOnDevice(op: Operation) {
  const arrived = answersClient?.arrivedOnDevice(operationName(op) ?? '', variablesOf(op));
  return arrived ? fromValue(resultOf(op, arrived)) : fromPromise(answerLocally(op));
}

/**
 * Before the cache: with no network, the listing's queries are answered on the device (issue
 * 29), by code loaded only then; every other operation goes on to the network as always.
 * While a page rendered on the server hydrates (until `hydrated` settles), its queries go on to
 * the server's replies (after the cache) even with no network: the network may go while the page
 * hydrates, and the device's answer, which comes later, made the hydrating render differ from the
 * server's HTML (React's error 418, the page then drawn anew in the browser).
 */
export function offlineExchange(hydrated?: Promise<unknown>): Exchange {
  let hydrating = hydrated !== undefined;
  void hydrated?.finally(() => (hydrating = false));
  const onDevice = (op: Operation) => answeredOffline(op, hydrating);
  return ({ forward }) => (ops$) => {
    const shared = pipe(ops$, share);
    const local = pipe(shared, filter(onDevice), mergeMap(answerOnDevice));
    // The browser may believe it is online while no request gets through (a network that comes
    // and goes): a listing query that got no reply at all is answered on the device too.
    const rest = pipe(
      forward(pipe(shared, filter((op) => !onDevice(op)))),
      mergeMap((result) =>
        result.error?.networkError && answerable(result.operation) ? fromPromise(answerLocally(result.operation)) : fromValue(result),
      ),
    );
    return merge([local, rest]);
  };
}
