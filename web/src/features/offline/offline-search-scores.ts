import { withinTypos, type QueryWord } from '@shop/search-words';
import {
  bitCount,
  FIELD_BOOST,
  fieldRelevance,
  PREFIX_RANK,
  prefixWeight,
  rarity,
  SEARCH_FIELDS,
  TYPO_RANK,
  TYPO_WORDS,
  WHOLE_WORD_RANK,
} from '@shop/search-words/relevance';
import { withCodeHits } from '@shop/search-words/code-hits';
import type { WordHits } from '@shop/search-words/every-word';
import { codeMatches, firstFrom, placeOf, type OfflineSearchIndex } from './offline-search-index';

/**
 * A typed word's matches on the device, ranked and scored as the gateway's search does
 * (gateway/src/catalogue/search-index.ts and search-engine.ts, with the formula they share in
 * `@shop/search-words/relevance`): rows (the products' places in the catalogue) ascending, each
 * with its rank and relevance.
 */

interface Scored {
  rows: Int32Array;
  scores: Float64Array;
  whole: Uint8Array;
}

const BOOSTS = SEARCH_FIELDS.map((field) => FIELD_BOOST[field]);

/** One index word's postings added to a query's part of the scores. */
function addWord(index: OfflineSearchIndex, k: number, weight: number, isWhole: boolean, bit: number, sums: Sums): void {
  const { wordStart, wordRows, wordFields, wordFrequencies, fieldLengths, averageLengths } = index;
  const from = wordStart[k]!;
  const to = wordStart[k + 1]!;
  const documents = index.codeText.length;
  const fields = SEARCH_FIELDS.length;
  // Per field, how many products hold the word there (its rarity in that field).
  const matching = new Int32Array(fields);
  if (wordFields) for (let i = from; i < to; i++) matching[wordFields[i]!]! += 1;
  for (let i = from; i < to; i++) {
    const row = wordRows[i]!;
    if (wordFields && wordFrequencies && fieldLengths && averageLengths) {
      const field = wordFields[i]!;
      sums.part[row] = sums.part[row]! + fieldRelevance(weight * BOOSTS[field]!, rarity(documents, matching[field]!), wordFrequencies[i]!, fieldLengths[row * fields + field]!, averageLengths[field]!);
    }
    if (sums.inPart[row] === 0) {
      sums.inPart[row] = 1;
      sums.partRows.push(row);
    }
    sums.sources[row] = sums.sources[row]! | bit;
    if (isWhole) sums.whole[row] = 1;
  }
}

/** Per-row sums of one scoring, by row. */
interface Sums {
  total: Float64Array;
  part: Float64Array;
  sources: Uint32Array;
  whole: Uint8Array;
  inPart: Uint8Array;
  seen: Uint8Array;
  partRows: number[];
}

/**
 * The rows matching any of the terms (each as a whole word, or also as the start of longer
 * ones), scored as the gateway's engine scores them: each term's sum added as a whole, times the
 * number of distinct terms a row matched. `whole`: the word whose matches are whole-word ones.
 */
function scoreTerms(index: OfflineSearchIndex, queries: readonly { term: string; prefix: boolean }[], whole: string | null): Scored {
  const n = index.codeText.length;
  const sums: Sums = { total: new Float64Array(n), part: new Float64Array(n), sources: new Uint32Array(n), whole: new Uint8Array(n), inPart: new Uint8Array(n), seen: new Uint8Array(n), partRows: [] };
  const sources = new Map<string, number>();
  const touched: number[] = [];
  const words = index.sortedWords;
  for (const { term, prefix } of queries) {
    const bit = sources.get(term) ?? 1 << sources.size;
    sources.set(term, bit);
    const own = placeOf(index, term);
    if (own >= 0) addWord(index, own, 1, term === whole, bit, sums);
    if (prefix) {
      for (let k = firstFrom(words, term); k < words.length && words[k]!.startsWith(term); k++) {
        const derived = words[k]!;
        if (derived.length === term.length) continue; // the term itself, scored above
        addWord(index, k, prefixWeight(derived.length, term.length), derived === whole, bit, sums);
      }
    }
    for (const row of sums.partRows) {
      if (sums.seen[row] === 0) {
        sums.seen[row] = 1;
        touched.push(row);
      }
      sums.total[row] = sums.total[row]! + sums.part[row]!;
      sums.part[row] = 0;
      sums.inPart[row] = 0;
    }
    sums.partRows = [];
  }
  const rows = Int32Array.from(touched).sort();
  return {
    rows,
    scores: Float64Array.from(rows, (row) => sums.total[row]! * bitCount(sums.sources[row]!)),
    whole: Uint8Array.from(rows, (row) => sums.whole[row]!),
  };
}

/** The matches of a typed word: its stem whole, or what was typed as a word's start; its codes; else its typos. */
export function wordHits(index: OfflineSearchIndex, word: QueryWord, alone: boolean): WordHits {
  const typed = scoreTerms(index, [{ term: word.stem, prefix: false }, { term: word.text, prefix: word.text.length >= 2 }], word.stem);
  const ranks = Uint8Array.from(typed.whole, (whole) => (whole ? WHOLE_WORD_RANK : PREFIX_RANK));
  const codes = codeMatches(index, word.stem, word.text.length >= 2 ? word.text : null);
  const hits = withCodeHits({ positions: typed.rows, ranks, scores: typed.scores }, codes, word.text.length, index.codeText.length, alone);
  // Kept in single precision, as the gateway keeps a word's matches.
  if (hits.positions.length > 0 || word.typed < 4) return { ...hits, scores: Float32Array.from(hits.scores) };
  // Nothing as typed: the vocabulary's words within the word's typo allowance, in the gateway's order.
  const order = index.vocabulary ?? Int32Array.from(index.sortedWords.keys());
  const near: string[] = [];
  for (let i = 0; i < order.length && near.length < TYPO_WORDS; i++) {
    const term = index.sortedWords[order[i]!]!;
    if (withinTypos(word, term)) near.push(term);
  }
  const typos = scoreTerms(index, near.map((term) => ({ term, prefix: false })), null);
  return { positions: typos.rows, ranks: new Uint8Array(typos.rows.length).fill(TYPO_RANK), scores: Float32Array.from(typos.scores) };
}
