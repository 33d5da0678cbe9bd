import { foldText, queryWords, stem, type QueryWord } from '@shop/search-words';
import { everyWordRanked } from '@shop/search-words/every-word';
import { codeMatches, placeOf, type OfflineSearchIndex } from './offline-search-index';
import { wordHits } from './offline-search-scores';

/**
 * The listing's search on the device, as the gateway's: the fields it reads
 * (offline-search-index), words read as it reads them (the shared `@shop/search-words`): case,
 * accents, hyphens and spacing ignored, Italian singular and plural brought to one stem, a word's
 * start, a typo within its allowance when the word matches nothing as typed, and codes whole or
 * by their start (never by a typo: one letter away is another article). Every word must match,
 * in any field; the rows come ranked as the gateway ranks them (offline-search-scores): exact
 * code, whole words, starts, typos, and by relevance within each, so that a search's first page
 * is the same with no network.
 */
/**
 * The buyer's words as the search reads them. Two words that the catalogue holds joined are one
 * (`t shirt` → tshirt); a hyphenated word the catalogue does not hold joined is read as its parts
 * (`felpa-artica` → felpa, artica).
 */
function searchWords(index: OfflineSearchIndex, text: string): QueryWord[] {
  const held = (w: string) => placeOf(index, stem(w)) >= 0 || codeMatches(index, stem(w), null, true).size > 0;
  const typed = queryWords(text);
  const out: QueryWord[] = [];
  for (let i = 0; i < typed.length; i++) {
    const next = typed[i + 1];
    if (next && held(typed[i]!.text + next.text)) {
      const joined = typed[i]!.text + next.text;
      out.push({ text: joined, stem: stem(joined), typed: joined.length });
      i += 1;
      continue;
    }
    const word = typed[i]!;
    const pieces = foldText(text).includes('-') && !held(word.text) ? queryWords(piecesOf(text, word.text)) : [];
    out.push(...(pieces.length > 1 ? pieces : [word]));
  }
  return out;
}

/** The hyphenated chunk of `text` that was read as `joined`, with its hyphens as spaces. */
function piecesOf(text: string, joined: string): string {
  const chunk = foldText(text)
    .split(/\s+/)
    .find((c) => c.replace(/[^\p{L}\p{N}]+/gu, '') === joined);
  return chunk ? chunk.replace(/[^\p{L}\p{N}]+/gu, ' ') : joined;
}

/** The rows matching every word of `text`, best first; null when there is nothing to search (all rows). */
export function offlineSearch(index: OfflineSearchIndex, text: string | null | undefined): number[] | null {
  if (!text || queryWords(text).length === 0) return null;
  const words = searchWords(index, text);
  return everyWordRanked(words.map((word) => wordHits(index, word, words.length === 1)));
}
