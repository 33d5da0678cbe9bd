import { describe, expect, it } from 'vitest';
import { ReviewsCache } from './reviews-cache.ts';

const review = (message: string) => ({ name: 'Mario', message, rating: 5, date: '2026-11-26' });

describe('ReviewsCache', () => {
  it('keeps a product\'s reviews for the catalogue\'s lifetime, then forgets them', async () => {
    let now = 1_000;
    const cache = new ReviewsCache(600_000, 10, () => now);
    cache.set(1, Promise.resolve([review('Bello')]));
    now += 599_999;
    expect(await cache.get(1)).toEqual([review('Bello')]);
    now += 1;
    expect(cache.get(1)).toBeUndefined();
  });

  it.each([
    ['a review added', (c: ReviewsCache) => c.invalidate(1)],
    ['the oldest entry pushed out by a full cache', (c: ReviewsCache) => c.set(3, Promise.resolve([]))],
  ])('forgets a product on %s', (_name, act) => {
    const cache = new ReviewsCache(600_000, 2);
    cache.set(1, Promise.resolve([]));
    cache.set(2, Promise.resolve([]));
    act(cache);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets a failed call at once', async () => {
    const cache = new ReviewsCache(600_000);
    const failed = Promise.reject(new Error('upstream down'));
    cache.set(1, failed);
    await expect(failed).rejects.toThrow();
    expect(cache.get(1)).toBeUndefined();
  });
});
