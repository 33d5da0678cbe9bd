import { describe, expect, it } from 'vitest';
import { clippedLines, type AddedLineOutcome } from './quantity-clip.ts';

const line = (requested: number, added: number, refused = false, articleId: string | null = '1000500'): AddedLineOutcome => ({
  productId: '5',
  articleId,
  requested,
  added,
  refused,
});

describe('clippedLines', () => {
  it.each([
    // The cells: 10 became 4, 7 became 4.
    ['10 asked, 4 added', [line(10, 4)], true, [{ productId: '5', articleId: '1000500', requested: 10, added: 4 }]],
    ['7 asked, 4 added', [line(7, 4)], true, [{ productId: '5', articleId: '1000500', requested: 7, added: 4 }]],
    ['nothing left of the article', [line(3, 0)], true, [{ productId: '5', articleId: '1000500', requested: 3, added: 0 }]],
    ['all added', [line(4, 4)], true, []],
    ['a cell left at 0', [line(0, 0)], true, []],
    ['a refused line', [line(5, 0, true)], true, []],
    ['the change not saved', [line(10, 4)], false, []],
    ['a product without sizes', [line(9, 2, false, null)], true, [{ productId: '5', articleId: null, requested: 9, added: 2 }]],
  ] as const)('%s', (_name, lines, saved, expected) => {
    expect(clippedLines(lines, saved)).toEqual(expected);
  });

  it('keeps the order of the request and leaves out the lines added whole', () => {
    const out = clippedLines([line(10, 4, false, 'a'), line(2, 2, false, 'b'), line(8, 1, false, 'c')], true);
    expect(out.map((l) => l.articleId)).toEqual(['a', 'c']);
  });
});
