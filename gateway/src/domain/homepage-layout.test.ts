import { describe, expect, it } from 'vitest';
import { layoutErrors, type LayoutBlock, type LayoutCell } from './homepage-layout.ts';

const text = (width: number): LayoutCell => ({ type: 'TEXT', width, content: '<p>Ciao</p>' });
const grid = (cols: number, cells: LayoutCell[], rows = 1): LayoutBlock => ({ rows, cols, cells });
const codes = (blocks: LayoutBlock[]) => layoutErrors(blocks).map((e) => e.code);

describe('layoutErrors', () => {
  it.each<[string, LayoutBlock[], string[]]>([
    ['an empty page', [], []],
    ['two cells of 50 %', [grid(2, [text(50), text(50)])], []],
    ['automatic widths (0)', [grid(3, [text(0), text(0), text(0)])], []],
    ['60 % + 50 % in one row', [grid(2, [text(60), text(50)])], ['HOMEPAGE_TOO_WIDE']],
    ['60 % and 50 % on two rows', [grid(1, [text(60), text(50)], 2)], []],
    ['zero columns', [grid(0, [])], ['HOMEPAGE_GRID_INVALID']],
    ['negative rows', [grid(2, [], -1)], ['HOMEPAGE_GRID_INVALID']],
    ['more cells than the grid holds', [grid(1, [text(10), text(10)])], ['HOMEPAGE_GRID_INVALID']],
    ['a width over 100', [grid(1, [text(101)])], ['HOMEPAGE_TOO_WIDE', 'HOMEPAGE_CELL_INVALID']],
    ['a javascript: link', [grid(1, [{ type: 'BUTTON', width: 0, content: 'Vai', link: 'javascript:alert(1)' }])], ['HOMEPAGE_CELL_INVALID']],
    ['a link that browsers open on another site', [grid(1, [{ type: 'BUTTON', width: 0, content: 'Vai', link: '/\\evil.example' }])], ['HOMEPAGE_CELL_INVALID']],
    ['a site link', [grid(1, [{ type: 'BUTTON', width: 0, content: 'Vai', link: '/shop-grid-full-width' }])], []],
    ['a video id', [grid(1, [{ type: 'VIDEO', width: 0, content: 'dQw4w9WgXcQ' }])], []],
    ['a video URL instead of an id', [grid(1, [{ type: 'VIDEO', width: 0, content: 'https://x/y"' }])], ['HOMEPAGE_CELL_INVALID']],
    ['an article id that is no number', [grid(1, [{ type: 'ARTICLE', width: 0, articleId: 'abc' }])], ['HOMEPAGE_CELL_INVALID']],
  ])('%s', (_name, blocks, expected) => {
    expect(codes(blocks)).toEqual(expected);
  });

  it('quotes the specification and points at the block', () => {
    expect(layoutErrors([grid(2, [text(70), text(40)])])).toEqual([
      { code: 'HOMEPAGE_TOO_WIDE', message: 'La somma delle larghezze delle cellule non può superare il 100%.', field: ['input', 'blocks', '0', 'cells'] },
    ]);
    expect(layoutErrors([grid(0, [])])[0]?.message).toBe('Le righe e le colonne devono essere numeri positivi.');
  });
});
