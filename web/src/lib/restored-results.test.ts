import { describe, expect, it } from 'vitest';
import { makeSubject, pipe, subscribe, map } from 'wonka';
import { Client, createRequest, makeOperation, type Operation, type OperationResult, type SSRData } from 'urql';
import { restoredResultsExchange } from './restored-results';

const client = new Client({ url: '/graphql', exchanges: [] });
const query = (id: number) => makeOperation('query', createRequest('query Q($id: Int) { ping }', { id }), { url: '/graphql', requestPolicy: 'cache-first' });

/** Runs the exchange over `operations`, with a network that answers { ping: 'network' } to each. */
function run(replies: SSRData, operations: Operation[]) {
  const forwarded: Operation[] = [];
  const results: OperationResult[] = [];
  const { source, next } = makeSubject<Operation>();
  const exchange = restoredResultsExchange(replies)({
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
  return { forwarded, results };
}

describe('restoredResultsExchange', () => {
  it('answers a query the server answered, once, without asking the network', () => {
    const op = query(1);
    const { forwarded, results } = run({ [op.key]: { data: '{"ping":"server"}', hasNext: false } }, [op, op]);
    expect(results.map((r) => r.data)).toEqual([{ ping: 'server' }, { ping: 'network' }]);
    expect(forwarded).toHaveLength(1);
  });

  it('gives back an error the server met as the same kind of error', () => {
    const op = query(2);
    const { results } = run({ [op.key]: { error: { graphQLErrors: [{ message: 'Sessione scaduta' }], networkError: undefined }, hasNext: false } }, [op]);
    expect(results[0]!.error?.graphQLErrors[0]!.message).toBe('Sessione scaduta');
    expect(results[0]!.data).toBeUndefined();
  });

  it('asks the network for everything else', () => {
    const { forwarded, results } = run({}, [query(3)]);
    expect(forwarded).toHaveLength(1);
    expect(results[0]!.data).toEqual({ ping: 'network' });
  });
});
