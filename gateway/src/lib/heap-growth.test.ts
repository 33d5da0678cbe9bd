import { describe, expect, it } from 'vitest';
import { heapGrowthPercent } from './heap-growth.ts';

describe('heapGrowthPercent', () => {
  it.each([
    // live MB, percent, large from MB, applied
    [130, 50, 256, 50], // 20,000 products at rest
    [255.9, 50, 256, 50],
    [256, 50, 256, 100],
    [440, 50, 256, 100], // 100,000 products
    [130, 75.4, 256, 75],
    [440, 75.4, 256, 151],
    [130, 50, 0, 100], // every heap counted as large
  ])('%s MB alive, %s %%, large from %s MB: %s', (live, percent, below, applied) => {
    expect(heapGrowthPercent(live, percent, below)).toBe(applied);
  });
});
