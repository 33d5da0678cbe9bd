/**
 * How the search ranks a product against a typed word, for the gateway's index and the device's
 * alike: the same fields and weights, the same ranks and the same formula, so that a search
 * gives the same first page online and offline.
 *
 * Relevance is MiniSearch's BM25+ per field (its default parameters), times the field's boost and
 * the weight of the match (a word typed as the start of a longer one weighs less). A code word
 * counts as a field of its own, its rarity from how many products' codes hold it.
 */

/** The full-text fields, in the order they are indexed (codes are apart). */
export const SEARCH_FIELDS = ['name', 'category', 'brand', 'colour', 'description'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Relevance per field: a word in the name counts most, then a code, one in the description least. */
export const FIELD_BOOST: Record<SearchField, number> = { name: 4, category: 2, brand: 2, colour: 1.5, description: 0.5 };
export const CODE_BOOST = 3;
/** MiniSearch's weight of a match by a word's start, used alike for codes. */
export const PREFIX_WEIGHT = 0.375;
/** MiniSearch's BM25+ parameters (its defaults). */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/** Ranks: a lower one first, whatever the relevance. */
export const CODE_RANK = 0;
export const WHOLE_WORD_RANK = 1;
export const PREFIX_RANK = 2;
export const TYPO_RANK = 3;

/** At most this many words of the vocabulary are searched for one typed word's typos (the gateway's engine scores up to 32 query terms at once). */
export const TYPO_WORDS = 32;

/** The weight of an indexed word of `length` letters matched by its first `typed` letters. */
export function prefixWeight(length: number, typed: number): number {
  return (PREFIX_WEIGHT * length) / (length + 0.3 * (length - typed));
}

/** How rare a word is: `matching` of `documents` products hold it (in one field). */
export function rarity(documents: number, matching: number): number {
  return Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
}

/**
 * One field's relevance for one product: `weight` (the match's weight times the field's boost),
 * the word's rarity in that field, its frequency there, the field's length in this product
 * (distinct words) and on average. Written as MiniSearch scores, operation for operation.
 */
export function fieldRelevance(weight: number, wordRarity: number, frequency: number, length: number, average: number): number {
  const { k, b, d } = BM25;
  return weight * (wordRarity * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average))));
}

/** A code word's match: `exact` when the whole word was typed, else typed as its start (`length`: the code word's letters). */
export interface CodeMatch {
  exact: boolean;
  length: number;
}

/** Whether one code match is better than another for the same product: an exact one, else the shorter word. */
export const betterCodeMatch = (a: CodeMatch, b: CodeMatch): boolean => (a.exact !== b.exact ? a.exact : a.length < b.length);

/** A code match's relevance: `matching` of `documents` products have a code word that matches. */
export function codeRelevance(match: CodeMatch, typed: number, documents: number, matching: number): number {
  const weight = match.exact ? 1 : prefixWeight(match.length, typed);
  return CODE_BOOST * weight * rarity(documents, matching) * 1.5;
}

/** A code match's rank: exact is first when it is the only word typed, else ranks as a whole word. */
export const codeRank = (match: CodeMatch, alone: boolean): number => (match.exact ? (alone ? CODE_RANK : WHOLE_WORD_RANK) : PREFIX_RANK);

/** The number of distinct query terms in a bit set (MiniSearch multiplies a product's score by it). */
export function bitCount(bits: number): number {
  let n = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) n++;
  return n;
}
