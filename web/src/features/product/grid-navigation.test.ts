import { describe, expect, it } from 'vitest';
import { nextCell, parsePastedBlock, pasteTargets } from './grid-navigation';

// Three colours by four sizes; colour 1 has no size 3 and size 2 of colour 2 is unavailable.
const enabled = [
  [true, true, true, true],
  [true, true, true, false],
  [true, true, false, true],
];

describe('nextCell', () => {
  it.each([
    [0, 0, 'ArrowRight', [0, 1]],
    [0, 0, 'ArrowDown', [1, 0]],
    [0, 0, 'ArrowUp', null],
    [0, 0, 'ArrowLeft', null],
    [1, 2, 'ArrowRight', null],
    [2, 1, 'ArrowRight', [2, 3]],
    [0, 3, 'ArrowDown', [2, 3]],
    [2, 3, 'ArrowUp', [0, 3]],
    [2, 0, 'ArrowDown', null],
  ] as const)('from (%i, %i) %s goes to %j', (row, col, key, expected) => {
    expect(nextCell(enabled, row, col, key)).toEqual(expected);
  });
});

describe('parsePastedBlock', () => {
  it.each([
    ['5', null],
    ['5\n', null],
    ['12\r\n', null],
    ['1\t2\t3', [['1', '2', '3']]],
    ['1\t2\n3\t4\n', [['1', '2'], ['3', '4']]],
    ['1\t2\r\n3\t4\r\n', [['1', '2'], ['3', '4']]],
    ['1\n2', [['1'], ['2']]],
    ['\t4\n5\t', [['', '4'], ['5', '']]],
  ] as const)('%j gives %j', (text, expected) => {
    expect(parsePastedBlock(text)).toEqual(expected);
  });
});

describe('pasteTargets', () => {
  it('lays the block out from the cell pasted into, skipping missing cells and the edge', () => {
    const block = [['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']];
    expect(pasteTargets(block, enabled, 1, 1)).toEqual([
      { row: 1, col: 1, raw: '1' },
      { row: 1, col: 2, raw: '2' },
      // (1, 3) has no size: '3' is dropped.
      { row: 2, col: 1, raw: '4' },
      // (2, 2) is unavailable: '5' is dropped; '6' lands on (2, 3); row 3 is off the grid.
      { row: 2, col: 3, raw: '6' },
    ]);
  });
});
