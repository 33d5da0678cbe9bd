/** At most this many orders per `orders` page (the cost of a page is counted from `first`). */
export const ORDERS_MAX_FIRST = 100;

export interface OrderPage<T> {
  nodes: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

const PREFIX = 'order:';

/** An opaque cursor naming the order a page ended with (its document id). */
export function orderCursorOf(id: string): string {
  return Buffer.from(PREFIX + id, 'utf8').toString('base64url');
}

export function parseOrderCursor(cursor: string): string | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith(PREFIX) && text.length > PREFIX.length ? text.slice(PREFIX.length) : null;
}

export type OrderPageProblem = 'FIRST_OUT_OF_RANGE' | 'UNKNOWN_CURSOR';

/**
 * The page after the cursor's order of a newest-first list. The cursor names an order rather
 * than a position, so that an order placed between two reads does not repeat one on the next
 * page. A cursor naming no order of the list is a problem, not an empty page: a client looping
 * until `hasNextPage` is false must not stop silently.
 */
export function orderPageOf<T extends { id: string }>(
  all: readonly T[],
  first: number,
  after: string | null,
): OrderPage<T> | OrderPageProblem {
  if (!Number.isInteger(first) || first < 1 || first > ORDERS_MAX_FIRST) return 'FIRST_OUT_OF_RANGE';
  let start = 0;
  if (after !== null) {
    const id = parseOrderCursor(after);
    const at = id === null ? -1 : all.findIndex((o) => o.id === id);
    if (at < 0) return 'UNKNOWN_CURSOR';
    start = at + 1;
  }
  const nodes = all.slice(start, start + first);
  const last = nodes.at(-1);
  return { nodes, endCursor: last ? orderCursorOf(last.id) : null, hasNextPage: start + first < all.length };
}
