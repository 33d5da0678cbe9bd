import { describe, expect, it } from 'vitest';
import { makeSubject, pipe, subscribe, map } from 'wonka';
import { Client, createRequest, makeOperation, type Operation, type OperationResult, type RequestPolicy, type SSRData } from 'urql';
import { restoredResultsExchange } from './restored-results';

const client = new Client({ url: '/graphql', exchanges: [] });
const query = (id: number, requestPolicy: RequestPolicy = 'cache-first') =>
  makeOperation('query', createRequest('query Q($id: Int) { ping }', { id }), { url: '/graphql', requestPolicy });

/**
 * Runs the exchange over `operations`, with a network that answers { ping: 'network' } to each;
 * `hydrated` settles the hydration, and `after` are sent once it has.
 */
async function run(replies: SSRData, operations: Operation[], { hydrated = Promise.resolve(), after = [] as Operation[] } = {}) {
  const forwarded: Operation[] = [];
  const results: OperationResult[] = [];
  const { source, next } = makeSubject<Operation>();
  const exchange = restoredResultsExchange(replies, hydrated)({
    client,
    dispatchDebug: () => undefined,
    forward: (ops$) =>
      pipe(
        ops$,
        map((op) => {
          forwarded.push(op);
          return { operation: op, data: { ping: 'network' }, stale: false, hasNext: false } as OperationResult;
        }),
      ),
  });
  pipe(exchange(source), subscribe((result) => results.push(result)));
  operations.forEach(next);
  if (after.length > 0) {
    await hydrated;
    await Promise.resolve();
    after.forEach(next);
  }
  return { forwarded, results };
}

const never = new Promise<void>(() => undefined);

describe('restoredResultsExchange', () => {
  it('answers a query the server answered, without asking the network, as often as it is asked while the page hydrates', async () => {
    const op = query(1);
    // A tap before the page has hydrated makes React render it again: the same queries, asked again.
    const { forwarded, results } = await run({ [op.key]: { data: '{"ping":"server"}', hasNext: false } }, [op, op, op], { hydrated: never });
    expect(results.map((r) => r.data)).toEqual([{ ping: 'server' }, { ping: 'server' }, { ping: 'server' }]);
    expect(forwarded).toHaveLength(0);
  });

  it('once the page has hydrated, asks the network for what was answered, and answers the rest once', async () => {
    const shown = query(4);
    const later = query(5);
    const replies = { [shown.key]: { data: '{"ping":"server"}', hasNext: false }, [later.key]: { data: '{"ping":"later"}', hasNext: false } };
    const { forwarded, results } = await run(replies, [shown], { after: [shown, later, later] });
    expect(results.map((r) => r.data)).toEqual([{ ping: 'server' }, { ping: 'network' }, { ping: 'later' }, { ping: 'network' }]);
    expect(forwarded.map((op) => op.key)).toEqual([shown.key, later.key]);
  });

  it('sends a query asked network-only to the network, reply or not', async () => {
    const op = query(6, 'network-only');
    const { forwarded, results } = await run({ [op.key]: { data: '{"ping":"server"}', hasNext: false } }, [op], { hydrated: never });
    expect(results.map((r) => r.data)).toEqual([{ ping: 'network' }]);
    expect(forwarded).toHaveLength(1);
  });

  it('gives back an error the server met as the same kind of error', async () => {
    const op = query(2);
    const { results } = await run({ [op.key]: { error: { graphQLErrors: [{ message: 'Sessione scaduta' }], networkError: undefined }, hasNext: false } }, [op]);
    expect(results[0]!.error?.graphQLErrors[0]!.message).toBe('Sessione scaduta');
    expect(results[0]!.data).toBeUndefined();
  });

  it('asks the network for everything else', async () => {
    const { forwarded, results } = await run({}, [query(3)]);
    expect(forwarded).toHaveLength(1);
    expect(results[0]!.data).toEqual({ ping: 'network' });
  });
});
