/**
 * The search's matches in the listing's order: rank ascending (code, whole word, prefix, typo),
 * relevance descending, then the catalogue's order (position ascending).
 *
 * Sorting an array of indexes with a comparator reading three typed arrays called a closure some
 * 20,000 times for a common word's 2,000 matches. Here each match is one number, its rank, its
 * relevance and its position packed into the 53 bits of a double's integers, and a typed array
 * sorts those natively: rank in the top 2 bits, the relevance (from the highest, in 2^31 steps of
 * the highest score) in the next 31, the position in the last 20. Two scores nearer than a
 * 2,000-millionth of the highest fall in one step and are ordered by position.
 */
const POSITION_SPAN = 2 ** 20;
const SCORE_STEPS = 2 ** 31 - 1;
const RANK_SPAN = 2 ** 51;
/** Ranks that fit the top two bits. */
const MAX_RANK = 3;

export function rankedOrder(positions: Int32Array, ranks: Uint8Array, scores: ArrayLike<number>): number[] {
  const n = positions.length;
  let highest = 0;
  let packable = true;
  for (let k = 0; k < n; k++) {
    const score = scores[k]!;
    if (!(score >= 0) || score === Infinity || ranks[k]! > MAX_RANK || positions[k]! >= POSITION_SPAN) packable = false;
    else if (score > highest) highest = score;
  }
  if (!packable) return comparedOrder(positions, ranks, scores);
  const keys = new Float64Array(n);
  const step = highest > 0 ? SCORE_STEPS / highest : 0;
  for (let k = 0; k < n; k++) {
    const fromHighest = SCORE_STEPS - Math.min(SCORE_STEPS, Math.floor(scores[k]! * step));
    keys[k] = ranks[k]! * RANK_SPAN + fromHighest * POSITION_SPAN + positions[k]!;
  }
  keys.sort();
  const order = new Array<number>(n);
  for (let k = 0; k < n; k++) order[k] = keys[k]! % POSITION_SPAN;
  return order;
}

/** The same order by comparison: for what does not pack (over a million products, a negative score). */
export function comparedOrder(positions: Int32Array, ranks: Uint8Array, scores: ArrayLike<number>): number[] {
  const order = Array.from(positions.keys());
  order.sort((a, b) => ranks[a]! - ranks[b]! || scores[b]! - scores[a]! || positions[a]! - positions[b]!);
  return order.map((k) => positions[k]!);
}
