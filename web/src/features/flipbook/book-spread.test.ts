import { describe, expect, it } from 'vitest';
import { neighbours, pageParam, pagesToLoad, spreadOf } from './book-spread';

describe('flip-book spreads (182 pages)', () => {
  it.each([
    [1, true, [1]],
    [2, true, [2, 3]],
    [3, true, [2, 3]],
    [50, true, [50, 51]],
    [182, true, [182]],
    [50, false, [50]],
  ])('page %i (wide %s) shows %j', (page, wide, shown) => {
    expect(spreadOf(page, 182, wide)).toEqual(shown);
  });

  it('turns a spread at a time on wide screens, a page at a time on narrow ones', () => {
    expect(neighbours(1, 182, true)).toEqual({ previous: null, next: 2 });
    expect(neighbours(3, 182, true)).toEqual({ previous: 1, next: 4 });
    expect(neighbours(182, 182, true)).toEqual({ previous: 180, next: null });
    expect(neighbours(50, 182, false)).toEqual({ previous: 49, next: 51 });
  });

  it('loads only the view and its neighbours', () => {
    expect([...pagesToLoad(50, 182, true)].sort((a, b) => a - b)).toEqual([48, 49, 50, 51, 52, 53]);
    expect([...pagesToLoad(1, 182, false)].sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it.each([
    ['50', 50],
    ['0', 1],
    ['999', 182],
    ['abc', 1],
    [undefined, 1],
  ])('reads the page parameter %s as %i', (value, page) => {
    expect(pageParam(value, 182)).toBe(page);
  });
});
