import { codeRank, codeRelevance, TYPO_RANK, type CodeMatch } from './relevance.ts';

/** A word's matches while they are read: by position ascending, with their rank and relevance. */
export interface Matches {
  positions: Int32Array;
  ranks: Uint8Array;
  scores: Float64Array;
}

/**
 * A typed word's matches among the codes (`codes`: by product position, each its best match)
 * merged with its text's (both by position ascending): a product matched in its text and its
 * code keeps the better rank and both scores. Relevance as the engine scores a word that is in
 * one field: rarer codes weigh more, a start less than the whole word. `typed`: the word's
 * letters as typed; `documents`: the products searched; `alone`: the only word typed.
 * Shared by the gateway's search and the device's.
 */
export function withCodeHits(text: Matches, codes: ReadonlyMap<number, CodeMatch>, typed: number, documents: number, alone: boolean): Matches {
  if (codes.size === 0) return text;
  const found = Int32Array.from(codes.keys()).sort();
  const size = text.positions.length + found.length;
  const merged: Matches = { positions: new Int32Array(size), ranks: new Uint8Array(size), scores: new Float64Array(size) };
  let n = 0;
  for (let i = 0, j = 0; i < text.positions.length || j < found.length; n++) {
    const a = i < text.positions.length ? text.positions[i]! : Infinity;
    const b = j < found.length ? found[j]! : Infinity;
    let rank = TYPO_RANK;
    let score = 0;
    if (a <= b) {
      rank = text.ranks[i]!;
      score = text.scores[i++]!;
    }
    if (b <= a) {
      const match = codes.get(b)!;
      rank = Math.min(rank, codeRank(match, alone));
      score += codeRelevance(match, typed, documents, codes.size);
      j++;
    }
    merged.positions[n] = Math.min(a, b);
    merged.ranks[n] = rank;
    merged.scores[n] = score;
  }
  return { positions: merged.positions.subarray(0, n), ranks: merged.ranks.subarray(0, n), scores: merged.scores.subarray(0, n) };
}
