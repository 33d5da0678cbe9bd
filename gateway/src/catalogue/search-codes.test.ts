import { describe, expect, it } from 'vitest';
import { CodeWordsBuilder } from './search-codes.ts';

/** Products 0..n with their code words, and `filler` other products after them. */
function codeWords(products: string[][], filler = 0) {
  const builder = new CodeWordsBuilder();
  products.forEach((words, position) => builder.add(position, words));
  // Enough other products to spread the words above over several sorted runs.
  for (let k = 0; k < filler; k++) builder.add(products.length + k, [`zz${k}`, 'zz']);
  return builder.finish();
}

const catalogue = [
  ['fe0042', '0042', 'fe', '42', 'fe42'],
  ['fe0420', '0420'],
  ['ts150', 'alt9'],
  ['ts1500', 'fe0042'],
];

describe('CodeWords.find: a code word whole, or by its start', () => {
  it.each<[string, string | null, [number, boolean, number][]]>([
    ['fe0042', null, [[0, true, 6], [3, true, 6]]],
    ['fe0042', 'fe0042', [[0, true, 6], [3, true, 6]]],
    ['fe04', 'fe04', [[1, false, 6]]],
    ['ts150', 'ts150', [[2, true, 5], [3, false, 6]]],
    ['fe', 'fe', [[0, true, 2], [1, false, 6], [3, false, 6]]],
    ['0042', null, [[0, true, 4]]],
    ['0042', '0042', [[0, true, 4]]],
    ['fe0043', 'fe0043', []],
  ])('%s (start %s) → %j', (whole, start, expected) => {
    const sorted = (m: Map<number, { exact: boolean; length: number }>) =>
      [...m].map(([p, x]) => [p, x.exact, x.length]).sort((a, b) => (a[0] as number) - (b[0] as number));
    for (const filler of [0, 20_000]) expect(sorted(codeWords(catalogue, filler).find(whole, start))).toEqual(expected);
  });

  it('never matches a typo: a code one letter away is another product', () => {
    expect(codeWords(catalogue).find('fe0043', 'fe0043').size).toBe(0);
  });

  it('has: whether some code has the word, in any run', () => {
    const words = codeWords(catalogue, 20_000);
    expect(['alt9', 'fe42', 'zz19999', 'zz'].map((w) => words.has(w))).toEqual([true, true, true, true]);
    expect(['alt', 'fe4', 'zz20000'].map((w) => words.has(w))).toEqual([false, false, false]);
  });
});
