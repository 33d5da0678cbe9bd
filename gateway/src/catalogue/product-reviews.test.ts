import { describe, expect, it } from 'vitest';
import { REVIEWS_MAX, reviewsLimit } from './product-reviews.ts';

describe('reviewsLimit', () => {
  it.each([
    [undefined, 10],
    [null, 10],
    [3, 3],
    [0, 0],
    [-4, 0],
    [1000, REVIEWS_MAX],
    [2.7, 2],
  ])('%s → %i', (requested, expected) => {
    expect(reviewsLimit(requested)).toBe(expected);
  });
});
