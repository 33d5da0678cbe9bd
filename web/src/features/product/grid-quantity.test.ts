import { describe, expect, it } from 'vitest';
import { gridCellValue } from './grid-quantity';

describe('gridCellValue', () => {
  it.each([
    ['', 10, 0, 0, false, false],
    ['0', 10, 0, 0, false, false],
    ['3', 10, 3, 3, false, false],
    [' 7 ', 10, 7, 7, false, false],
    ['10', 10, 10, 10, false, false],
    // Above the limit: clipped, and the cell says so (it kept the pieces asked for).
    ['25', 10, 10, 25, false, true],
    ['10', 4, 4, 10, false, true],
    ['5', 0, 0, 5, false, true],
    ['5', -3, 0, 5, false, true],
    ['-2', 10, 0, 0, true, false],
    ['-3', 10, 0, 0, true, false],
    ['2,5', 10, 0, 0, true, false],
    ['abc', 10, 0, 0, true, false],
  ] as const)('%j with limit %i gives %i (asked %i, warn %s, clipped %s)', (raw, max, quantity, asked, warn, clipped) => {
    expect(gridCellValue(raw, max)).toEqual({ quantity, asked, warn, clipped });
  });
});
