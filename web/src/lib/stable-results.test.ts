import { describe, expect, it } from 'vitest';
import { createRequest, makeOperation, type OperationResult } from 'urql';
import { stableResults } from './stable-results';

const operation = (kind: 'query' | 'mutation', id: number) =>
  makeOperation(kind, createRequest(`${kind} Q${id} { ping }`, { id }), { url: '/graphql', requestPolicy: 'cache-first' });
const result = (op: ReturnType<typeof operation>, data: unknown): OperationResult => ({ operation: op, data, stale: false, hasNext: false });

describe('stableResults', () => {
  it('hands back the earlier data object when a query answers the same data again', () => {
    const stable = stableResults();
    const op = operation('query', 1);
    const first = stable(result(op, { products: [{ id: '1', name: 'Felpa' }] })).data;
    const again = stable(result(op, { products: [{ id: '1', name: 'Felpa' }] }));
    expect(again.data).toBe(first);
  });

  it.each([
    ['changed data', { products: [{ id: '1', name: 'Felpa blu' }] }],
    ['more data', { products: [{ id: '1', name: 'Felpa' }, { id: '2', name: 'Polo' }] }],
  ])('passes %s on as it came', (_name, next) => {
    const stable = stableResults();
    const op = operation('query', 1);
    stable(result(op, { products: [{ id: '1', name: 'Felpa' }] }));
    const changed = result(op, next);
    expect(stable(changed)).toBe(changed);
  });

  it('keeps queries apart and leaves mutations alone', () => {
    const stable = stableResults();
    const first = stable(result(operation('query', 1), { ping: true })).data;
    expect(stable(result(operation('query', 2), { ping: true })).data).not.toBe(first);
    const mutation = result(operation('mutation', 3), { ping: true });
    stable(mutation);
    const again = result(operation('mutation', 3), { ping: true });
    expect(stable(again)).toBe(again);
  });
});
