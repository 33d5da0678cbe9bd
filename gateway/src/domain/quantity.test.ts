import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseGridQuantity, parsePastedBlock, stepperBounds } from './quantity.ts';

const W = 'Quantità non consentite';

describe('normaliseGridQuantity', () => {
  it.each([
    ['', 10, 0, null, false],
    ['0', 10, 0, null, false],
    ['00', 10, 0, W, false],
    ['3', 10, 3, null, false],
    [' 4 ', 10, 4, null, false],
    ['10', 10, 10, null, false],
    ['11', 10, 10, null, true],
    ['5', 0, 0, null, true],
    ['5', -4, 0, null, true],
    ['5', 2.7, 2, null, true],
    ['-3', 10, 0, W, false],
    ['2.5', 10, 0, W, false],
    ['2,5', 10, 0, W, false],
    ['abc', 10, 0, W, false],
    ['1e3', 10, 0, W, false],
    ['+2', 10, 0, W, false],
  ])('%j with %d available → %d', (raw, available, quantity, warning, clipped) => {
    expect(normaliseGridQuantity(raw, available)).toEqual({ quantity, warning, clipped });
  });

  it('always returns a whole quantity between 0 and what is available', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -10, max: 1000 }), (raw, available) => {
        const r = normaliseGridQuantity(raw, available);
        expect(Number.isInteger(r.quantity)).toBe(true);
        expect(r.quantity).toBeGreaterThanOrEqual(0);
        expect(r.quantity).toBeLessThanOrEqual(Math.max(available, 0));
      }),
    );
  });
});

describe('stepperBounds', () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    [3, 5, 0],
    [0, 0, 0],
  ])('stock %i, in cart %i → max %i', (stock, inCart, max) => {
    expect(stepperBounds(stock, inCart)).toEqual({ min: 1, max });
  });
});

describe('parsePastedBlock', () => {
  it.each([
    [
      '1\t2\t3\r\n4\t5\t6\r\n',
      [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
    ],
    [
      '1\t2\n3\t4',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    ['7', [['7']]],
    ['7\n', [['7']]],
    ['1\t\t3\n\n4', [['1', '', '3'], [''], ['4']]],
    ['', []],
  ])('%j', (text, rows) => {
    expect(parsePastedBlock(text)).toEqual(rows);
  });
});
