import { describe, expect, it } from 'vitest';
import { orderCursorOf, orderPageOf, parseOrderCursor } from './order-page.ts';

const orders = ['1-9', '1-7', '1-5', '1-2'].map((id) => ({ id }));
const ids = (page: ReturnType<typeof orderPageOf<{ id: string }>>) =>
  typeof page === 'string' ? page : { ids: page.nodes.map((o) => o.id), more: page.hasNextPage, end: page.endCursor };

describe('orderPageOf', () => {
  it.each([
    ['the first page', 2, null, { ids: ['1-9', '1-7'], more: true, end: orderCursorOf('1-7') }],
    ['after an order', 2, orderCursorOf('1-7'), { ids: ['1-5', '1-2'], more: false, end: orderCursorOf('1-2') }],
    ['after the last order', 2, orderCursorOf('1-2'), { ids: [], more: false, end: null }],
    ['all of them', 100, null, { ids: ['1-9', '1-7', '1-5', '1-2'], more: false, end: orderCursorOf('1-2') }],
    ['exactly all of them', 4, null, { ids: ['1-9', '1-7', '1-5', '1-2'], more: false, end: orderCursorOf('1-2') }],
    ['a cursor of no order', 2, orderCursorOf('1-8'), 'UNKNOWN_CURSOR'],
    ['a cursor that is no cursor', 2, 'bm9wZQ', 'UNKNOWN_CURSOR'],
    ['first 0', 0, null, 'FIRST_OUT_OF_RANGE'],
    ['first 101', 101, null, 'FIRST_OUT_OF_RANGE'],
  ] as const)('%s', (_name, first, after, expected) => {
    expect(ids(orderPageOf(orders, first, after))).toEqual(expected);
  });

  it('reads back its own cursors', () => {
    expect(parseOrderCursor(orderCursorOf('12-345'))).toBe('12-345');
    expect(parseOrderCursor('')).toBeNull();
  });
});
