import type { OperationResult } from 'urql';

/** Operations whose last data is remembered: more than any screen has queries at once. */
const REMEMBERED = 64;

/**
 * For mapExchange's onResult: hands back the previous data object when a query's new data is
 * equal to it. The normalised cache reads a fresh copy each time a component subscribes again
 * (after hydration every query subscribes a second time in its effect); with the same object,
 * urql sees no change and React re-renders nothing, instead of drawing the whole page again right
 * after it became interactive. Equal means the same JSON: the cache writes a query's fields in the
 * query's order.
 */
export function stableResults(): (result: OperationResult) => OperationResult {
  const last = new Map<number, { json: string; data: unknown }>();
  return (result) => {
    if (result.data == null || result.operation.kind !== 'query') return result;
    const key = result.operation.key;
    const json = JSON.stringify(result.data);
    const previous = last.get(key);
    last.delete(key);
    const data = previous?.json === json ? previous.data : result.data;
    last.set(key, { json, data });
    if (last.size > REMEMBERED) last.delete(last.keys().next().value as number);
    return data === result.data ? result : { ...result, data };
  };
}
