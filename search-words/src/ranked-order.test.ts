import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparedOrder, rankedOrder } from './ranked-order.ts';

/** Matches as the search holds them: distinct positions ascending, a rank and a score each. */
const matches = (maxPosition: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: maxPosition }), { maxLength: 300 })
    .chain((positions) =>
      fc.record({
        positions: fc.constant(Int32Array.from(positions.sort((a, b) => a - b))),
        ranks: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: positions.length, maxLength: positions.length }).map((r) => Uint8Array.from(r)),
        // Scores in thousandths, with ties: the order of equal scores is the positions'.
        scores: fc.array(fc.integer({ min: 0, max: 40_000 }).map((s) => s / 1000), { minLength: positions.length, maxLength: positions.length }).map((s) => Float64Array.from(s)),
      }),
    );

describe('rankedOrder', () => {
  it('orders as the comparison does: rank, then score from the highest, then position', () => {
    fc.assert(
      fc.property(matches(100_000), ({ positions, ranks, scores }) => {
        expect(rankedOrder(positions, ranks, scores)).toEqual(comparedOrder(positions, ranks, scores));
      }),
      { numRuns: 300 },
    );
  });

  it('orders by comparison what does not pack: positions past a million, negative scores', () => {
    fc.assert(
      fc.property(matches(3_000_000), ({ positions, ranks, scores }) => {
        expect(rankedOrder(positions, ranks, scores)).toEqual(comparedOrder(positions, ranks, scores));
      }),
      { numRuns: 100 },
    );
    const negative = rankedOrder(Int32Array.from([1, 2, 3]), Uint8Array.from([1, 1, 0]), Float64Array.from([-1, 2, 0.5]));
    expect(negative).toEqual([3, 2, 1]);
  });

  it('reads the examples a buyer sees', () => {
    // A code first, then whole words by relevance, prefixes, typos; equal scores by the catalogue's order.
    const positions = Int32Array.from([4, 7, 9, 12, 15, 20]);
    const ranks = Uint8Array.from([1, 3, 0, 1, 2, 1]);
    const scores = Float64Array.from([2.5, 9, 0.1, 7.25, 8, 2.5]);
    expect(rankedOrder(positions, ranks, scores)).toEqual([9, 12, 4, 20, 15, 7]);
    expect(rankedOrder(new Int32Array(0), new Uint8Array(0), new Float64Array(0))).toEqual([]);
    expect(rankedOrder(Int32Array.from([5, 3]), Uint8Array.from([2, 2]), Float64Array.from([0, 0]))).toEqual([3, 5]);
  });
});
