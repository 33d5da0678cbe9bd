import { catalogueWords, descriptionWords, foldText, queryWords, stem, withinTypos, type QueryWord } from '@shop/search-words';
import type { OfflinePackage } from './offline-package';

/**
 * The listing's search on the device, over the fields the gateway's search reads (name, category,
 * subcategory, brand, model, colours, the short description's own words, codes), reading words
 * as it does (the shared `@shop/search-words`): case, accents, hyphens and spacing ignored,
 * Italian singular and plural brought to one stem, a word's start, a typo within its allowance
 * when the word matches nothing as typed, and codes whole or by their start (never by a typo: one
 * letter away is another article). Every word must match, in any field. The rows come in
 * catalogue order: the device does not rank.
 */
export interface OfflineSearchIndex {
  /**
   * The stems of the names, categories, subcategories, brands and colours, sorted; the rows of
   * `sortedWords[k]` are `wordRows[wordStart[k]]` up to `wordRows[wordStart[k + 1]]`. Flat, in
   * typed arrays: the device keeps the index beside the package and reads it back at once.
   */
  sortedWords: string[];
  wordStart: Int32Array;
  wordRows: Int32Array;
  /**
   * Per row, the letters and digits of its product's and articles' codes, folded, one after the
   * other: every code word of the row is a piece of it. A search reads the code words only of
   * the rows whose letters hold what it looks for; a catalogue has hundreds of thousands of them.
   */
  codeLetters: string[];
  /** Per row, its product's and articles' codes as one text. */
  codeText: string[];
}

function addRow(map: Map<string, number[]>, word: string, row: number): void {
  const rows = map.get(word);
  if (!rows) map.set(word, [row]);
  else if (rows[rows.length - 1] !== row) rows.push(row);
}

/** The letters and digits of a text, folded; printable ASCII (codes nearly always are) without Unicode's work. */
const lettersOf = (text: string): string =>
  /^[ -~]*$/.test(text) ? text.toLowerCase().replace(/[^a-z0-9]+/g, '') : foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The package's search index. A field's words are read once for every product that has the same
 * value (names, categories, brands and colours repeat across a catalogue).
 */
export function buildSearchIndex(pkg: OfflinePackage): OfflineSearchIndex {
  const P = pkg.catalogue.products;
  const A = pkg.catalogue.articles;
  const words = new Map<string, number[]>();
  const stemsOf = new Map<string, string[]>();
  const stems = (value: string | null | undefined): string[] => {
    if (!value) return [];
    let found = stemsOf.get(value);
    if (!found) {
      found = catalogueWords(value).map(stem);
      stemsOf.set(value, found);
    }
    return found;
  };
  const colours: string[][] = P.id.map(() => []);
  const codeText = P.id.map((_, row) => P.sku[row] ?? '');
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    if (A.colour[i]) colours[row]!.push(A.colour[i]!);
    codeText[row] += ` ${A.sku[i]}`;
  }
  P.id.forEach((_, row) => {
    const named = [P.name[row], P.category[row], P.subcategory[row], P.brand[row], P.template?.[row], ...colours[row]!];
    for (const value of named) {
      for (const w of stems(value)) addRow(words, w, row);
    }
    // As the gateway indexes it: only the short description's words the other fields do not give.
    const description = P.shortDescription?.[row];
    if (description) for (const w of descriptionWords(description, named.join(' '))) addRow(words, stem(w), row);
  });
  const sortedWords = [...words.keys()].sort();
  const wordStart = new Int32Array(sortedWords.length + 1);
  const wordRows: number[] = [];
  sortedWords.forEach((word, k) => {
    wordStart[k] = wordRows.length;
    for (const row of words.get(word)!) wordRows.push(row);
  });
  wordStart[sortedWords.length] = wordRows.length;
  return { sortedWords, wordStart, wordRows: Int32Array.from(wordRows), codeLetters: codeText.map(lettersOf), codeText };
}

/** Per index, the code words (stemmed) of the rows read so far: worked out on the device, never kept. */
const codeWordsRead = new WeakMap<OfflineSearchIndex, Map<number, Set<string>>>();

/** The stemmed code words of one row, read once. */
function codeWordsOf(index: OfflineSearchIndex, row: number): Set<string> {
  let read = codeWordsRead.get(index);
  if (!read) codeWordsRead.set(index, (read = new Map()));
  let found = read.get(row);
  if (!found) {
    found = new Set(catalogueWords(index.codeText[row]!, true).map(stem));
    read.set(row, found);
  }
  return found;
}

/**
 * The rows with a code word equal to `exact` or starting with `prefix` (null: none). A code word,
 * and its stem, is a piece of its row's letters: the other rows are not read.
 */
function codeRows(index: OfflineSearchIndex, exact: string, prefix: string | null, rows: Set<number>, firstOnly = false): void {
  const all = index.codeLetters;
  for (let row = 0; row < all.length; row++) {
    const letters = all[row]!;
    if (!letters.includes(exact) && (prefix === null || !letters.includes(prefix))) continue;
    for (const w of codeWordsOf(index, row)) {
      if (w === exact || (prefix !== null && w.startsWith(prefix))) {
        rows.add(row);
        if (firstOnly) return;
        break;
      }
    }
  }
}

/** The first place in the sorted words not before `text`, found by bisection. */
function firstFrom(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The place of a word in the index, or -1. */
function placeOf(index: OfflineSearchIndex, word: string): number {
  const k = firstFrom(index.sortedWords, word);
  return index.sortedWords[k] === word ? k : -1;
}

function rowsOfWord(index: OfflineSearchIndex, word: QueryWord): Set<number> {
  const rows = new Set<number>();
  const take = (k: number) => {
    for (let i = index.wordStart[k]!; i < index.wordStart[k + 1]!; i++) rows.add(index.wordRows[i]!);
  };
  const own = placeOf(index, word.stem);
  if (own >= 0) take(own);
  if (word.text.length >= 2) {
    for (let k = firstFrom(index.sortedWords, word.text); k < index.sortedWords.length && index.sortedWords[k]!.startsWith(word.text); k++) take(k);
  }
  codeRows(index, word.stem, word.text.length >= 2 ? word.text : null, rows);
  if (rows.size > 0 || word.typed < 4) return rows;
  index.sortedWords.forEach((key, k) => {
    if (withinTypos(word, key)) take(k);
  });
  return rows;
}

/**
 * The buyer's words as the search reads them. Two words that the catalogue holds joined are one
 * (`t shirt` → tshirt); a hyphenated word the catalogue does not hold joined is read as its parts
 * (`felpa-artica` → felpa, artica).
 */
function searchWords(index: OfflineSearchIndex, text: string): QueryWord[] {
  const held = (w: string) => {
    if (placeOf(index, stem(w)) >= 0) return true;
    const rows = new Set<number>();
    codeRows(index, stem(w), null, rows, true);
    return rows.size > 0;
  };
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

/** The rows matching every word of `text`; null when there is nothing to search (all rows). */
export function offlineSearch(index: OfflineSearchIndex, text: string | null | undefined): Set<number> | null {
  if (!text || queryWords(text).length === 0) return null;
  const [first, ...rest] = searchWords(index, text).map((word) => rowsOfWord(index, word));
  let found = first ?? new Set<number>();
  for (const rows of rest) {
    const both = new Set<number>();
    for (const r of found) if (rows.has(r)) both.add(r);
    found = both;
    if (found.size === 0) break;
  }
  return found;
}
