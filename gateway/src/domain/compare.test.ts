import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, compareAdd, compareRemove } from './compare.ts';

describe('compare list (storefront-core §3: no duplicates by id)', () => {
  it.each([
    [[], 7, { ok: true, ids: [7] }],
    [[1, 2], 3, { ok: true, ids: [1, 2, 3] }],
    [[1, 7], 7, { ok: false, code: 'COMPARE_DUPLICATE', message: 'Articolo già presente nella lista di confronto' }],
    [[1, 2, 3, 4], 5, { ok: false, code: 'COMPARE_FULL', message: 'Puoi confrontare al massimo 4 articoli' }],
    [[1, 2, 3, 4], 4, { ok: false, code: 'COMPARE_DUPLICATE', message: 'Articolo già presente nella lista di confronto' }],
  ])('%j + %i → %j', (ids, id, result) => {
    expect(compareAdd(ids, id)).toEqual(result);
  });

  it('holds at most four products and removes by id', () => {
    expect(COMPARE_LIMIT).toBe(4);
    expect(compareRemove([1, 2, 3], 2)).toEqual([1, 3]);
    expect(compareRemove([1], 9)).toEqual([1]);
  });
});
