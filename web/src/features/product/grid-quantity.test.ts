import { describe, expect, it } from 'vitest';
import { gridCellValue } from './grid-quantity';

describe('gridCellValue', () => {
  it.each([
    ['', 10, 0, false],
    ['0', 10, 0, false],
    ['3', 10, 3, false],
    [' 7 ', 10, 7, false],
    ['25', 10, 10, false],
    ['5', 0, 0, false],
    ['5', -3, 0, false],
    ['-2', 10, 0, true],
    ['2,5', 10, 0, true],
    ['abc', 10, 0, true],
  ] as const)('%j with limit %i gives %i (warn %s)', (raw, max, quantity, warn) => {
    expect(gridCellValue(raw, max)).toEqual({ quantity, warn });
  });
});
