import { describe, expect, it } from 'vitest';
import { editable, quantityOf, sendable, type EditableRow } from './quick-order-rows';

const row = (over: Partial<EditableRow>): EditableRow => ({
  line: 1, code: 'A', quantity: '1', available: 5, stockText: null, arrivalsText: null, articleId: '10', articleText: '', priceText: null, problem: null, added: null,
  ...over,
});

describe('quick-order rows', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['', 0],
    ['2,5', 0],
    ['-1', 0],
    ['dieci', 0],
  ])('reads the quantity %j as %d', (text, n) => {
    expect(quantityOf(text)).toBe(n);
  });

  it.each([
    ['a resolved row', row({}), true],
    ['a row whose quantity the buyer can fix', row({ problem: { code: 'INVALID_QUANTITY', message: '' } }), true],
    ['an unknown code', row({ articleId: null, problem: { code: 'QUICK_ORDER_UNKNOWN_CODE', message: '' } }), false],
    ['an unavailable article', row({ problem: { code: 'QUICK_ORDER_UNAVAILABLE', message: '' } }), false],
    ['a row already added', row({ added: 1 }), false],
  ])('%s: editable and sent is %s', (_name, r, expected) => {
    expect(editable(r)).toBe(expected);
    expect(sendable([r])).toEqual(expected ? [r] : []);
  });
});
