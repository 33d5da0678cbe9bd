import { describe, expect, it } from 'vitest';
import { isPastLastPage, pageOutOfRange } from './page-out-of-range.ts';

describe('isPastLastPage', () => {
  it.each([
    [1, 3, false],
    [3, 3, false],
    [4, 3, true],
    [1, 0, false],
    [1, 1, false],
    [2, 1, true],
    [9999, 5, true],
  ])('page %d of %d pages: %s', (page, pageCount, past) => {
    expect(isPastLastPage(page, pageCount)).toBe(past);
  });
});

describe('pageOutOfRange', () => {
  it('names the argument, the page asked and the last page', () => {
    const error = pageOutOfRange(9999, 5);
    expect(error.extensions).toEqual({ code: 'PAGE_OUT_OF_RANGE', argument: 'page', page: 9999, lastPage: 5 });
    expect(error.message).toBe("La pagina 9999 non esiste: l'ultima è la 5");
  });
});
