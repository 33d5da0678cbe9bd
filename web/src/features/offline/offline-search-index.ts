import { catalogueWords, descriptionWords, foldText, stem } from '@shop/search-words';
import { betterCodeMatch, SEARCH_FIELDS, type CodeMatch } from '@shop/search-words/relevance';
import type { OfflinePackage } from './offline-package';

/**
 * The device's search index: the words of the fields the gateway's search reads (name, category
 * and subcategory, brand and model, colours, the short description's own words), each field's
 * words counted as the gateway's engine counts them (offline-search-scores ranks with them), and
 * the codes apart. Flat, in typed arrays: the device keeps it beside the package and reads it
 * back at once.
 */
export interface OfflineSearchIndex {
  /**
   * The stems of every field, sorted; the postings of `sortedWords[k]` are `wordRows[i]` (with
   * `wordFields[i]` and `wordFrequencies[i]`) for `i` from `wordStart[k]` up to `wordStart[k + 1]`:
   * one per row and field holding the word, by row, then by field.
   */
  sortedWords: string[];
  wordStart: Int32Array;
  wordRows: Int32Array;
  /**
   * The field of each posting (its place in SEARCH_FIELDS) and how often the word is in it. An
   * index kept on the device before the search ranked has neither (one posting per row): its
   * search comes in catalogue order within each rank.
   */
  wordFields?: Uint8Array;
  wordFrequencies?: Uint16Array;
  /** Per row and field (`row * SEARCH_FIELDS.length + field`): its distinct words. */
  fieldLengths?: Uint16Array;
  /** Per field, the average of its lengths, summed as the gateway's engine sums it. */
  averageLengths?: Float64Array;
  /** Places in `sortedWords` in the order the words were first met: the gateway's order for typos. */
  vocabulary?: Int32Array;
  /**
   * Per row, the letters and digits of its product's codes, folded, one after the
   * other: every code word of the row is a piece of it. A search reads the code words only of
   * the rows whose letters hold what it looks for; a catalogue has hundreds of thousands of them.
   */
  codeLetters: string[];
  /** Per row, its product's codes as one text: its own and its alternative ones. */
  codeText: string[];
  /**
   * Per row, its articles' codes (a size of a colour), upper case, one text: a search for one of
   * them reads as its product's code (productCodeForArticle). Absent in an index from before.
   */
  articleCodes?: string[];
}

/** The letters and digits of a text, folded; printable ASCII (codes nearly always are) without Unicode's work. */
const lettersOf = (text: string): string =>
  /^[ -~]*$/.test(text) ? text.toLowerCase().replace(/[^a-z0-9]+/g, '') : foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** A word's postings while the index is built. */
interface Postings {
  rows: number[];
  fields: number[];
  frequencies: number[];
}

/** A product's texts per field, as the gateway's index reads them (product-index.ts, `searchFields`). */
function fieldTexts(pkg: OfflinePackage, row: number, colours: readonly string[]): string[] {
  const P = pkg.catalogue.products;
  const name = P.name[row] ?? '';
  const category = `${P.category[row] ?? ''} ${P.subcategory[row] ?? ''}`;
  const brand = `${P.brand[row] ?? ''} ${P.template?.[row] ?? ''}`;
  const colour = colours.join(' ');
  const description = descriptionWords(P.shortDescription?.[row] ?? '', `${name} ${category} ${brand} ${colour}`).join(' ');
  return [name, category, brand, colour, description];
}

/**
 * The package's search index. The fields are read in the gateway's order, word by word, so that
 * each field's length, the averages and the vocabulary's order come out as the gateway's engine
 * has them; a field's words are read once for every product with the same text.
 */
export function buildSearchIndex(pkg: OfflinePackage): OfflineSearchIndex {
  const P = pkg.catalogue.products;
  const A = pkg.catalogue.articles;
  const fieldCount = SEARCH_FIELDS.length;
  const words = new Map<string, Postings>();
  const wordsOf = new Map<string, string[]>();
  const tokens = (text: string): string[] => {
    let found = wordsOf.get(text);
    if (!found) wordsOf.set(text, (found = catalogueWords(text)));
    return found;
  };
  // Each product's colours as the gateway names them: its articles', once each, in order.
  const colours: Set<string>[] = P.id.map(() => new Set());
  // The codes the gateway searches: the product's and its alternative ones (a package from before
  // they were carried: the articles' codes instead).
  const alternative = P.alternativeCodes;
  const codeText = P.id.map((_, row) => (alternative ? `${P.sku[row] ?? ''} ${alternative[row] ?? ''}` : (P.sku[row] ?? '')));
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    if (A.colour[i]) colours[row]!.add(A.colour[i]!);
    if (!alternative) codeText[row] += ` ${A.sku[i]}`;
  }
  const articleCodes = P.id.map(() => '');
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    articleCodes[row] = articleCodes[row] ? `${articleCodes[row]} ${A.sku[i]!.trim().toUpperCase()}` : A.sku[i]!.trim().toUpperCase();
  }
  const fieldLengths = new Uint16Array(P.id.length * fieldCount);
  const averageLengths = new Float64Array(fieldCount);
  P.id.forEach((_, row) => {
    fieldTexts(pkg, row, [...colours[row]!]).forEach((text, field) => {
      const read = tokens(text);
      const length = new Set(read).size;
      fieldLengths[row * fieldCount + field] = length;
      // As MiniSearch keeps it: the average updated product by product.
      averageLengths[field] = (averageLengths[field]! * row + length) / (row + 1);
      for (const token of read) {
        const word = stem(token);
        if (!word) continue;
        let postings = words.get(word);
        if (!postings) words.set(word, (postings = { rows: [], fields: [], frequencies: [] }));
        const last = postings.rows.length - 1;
        if (last >= 0 && postings.rows[last] === row && postings.fields[last] === field) postings.frequencies[last]! += 1;
        else {
          postings.rows.push(row);
          postings.fields.push(field);
          postings.frequencies.push(1);
        }
      }
    });
  });
  const firstMet = [...words.keys()];
  const sortedWords = [...firstMet].sort();
  const placeOfWord = new Map(sortedWords.map((word, k) => [word, k]));
  const total = firstMet.reduce((sum, word) => sum + words.get(word)!.rows.length, 0);
  const wordStart = new Int32Array(sortedWords.length + 1);
  const wordRows = new Int32Array(total);
  const wordFields = new Uint8Array(total);
  const wordFrequencies = new Uint16Array(total);
  let at = 0;
  sortedWords.forEach((word, k) => {
    wordStart[k] = at;
    const { rows, fields, frequencies } = words.get(word)!;
    wordRows.set(rows, at);
    wordFields.set(fields, at);
    wordFrequencies.set(frequencies, at);
    at += rows.length;
  });
  wordStart[sortedWords.length] = at;
  return {
    sortedWords,
    wordStart,
    wordRows,
    wordFields,
    wordFrequencies,
    fieldLengths,
    averageLengths,
    vocabulary: Int32Array.from(firstMet, (word) => placeOfWord.get(word)!),
    codeLetters: codeText.map(lettersOf),
    codeText,
    articleCodes,
  };
}

/** One word with letters and digits: what an article code looks like (FE0042-02-M). */
const CODE_LIKE = /^(?=.*\p{L})(?=.*\p{N})\S+$/u;

/**
 * A search text that is an article's code (a size of a colour) reads as its product's code
 * (`skus`: the products' codes by row), so that the product comes first, as the gateway reads it
 * (gateway/src/catalogue/article-code-search.ts). Any other text is returned as it came.
 */
export function productCodeForArticle(index: OfflineSearchIndex, skus: readonly string[], text: string | null | undefined): string | null | undefined {
  const typed = text?.trim().toUpperCase();
  if (!typed || !CODE_LIKE.test(typed) || !index.articleCodes) return text;
  const row = index.articleCodes.findIndex((codes) => codes.includes(typed) && codes.split(' ').includes(typed));
  const product = row >= 0 ? skus[row] : undefined;
  return product && product.toUpperCase() !== typed ? product : text;
}

/** The first place in the sorted words not before `text`, found by bisection. */
export function firstFrom(sorted: readonly string[], text: string): number {
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
export function placeOf(index: OfflineSearchIndex, word: string): number {
  const k = firstFrom(index.sortedWords, word);
  return index.sortedWords[k] === word ? k : -1;
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
 * The rows with a code word equal to `whole` or starting with `start` (null: none), each with its
 * best match (an exact one, else the shortest word), as the gateway's codes find them. A code word,
 * and its stem, is a piece of its row's letters: the other rows are not read. `firstOnly` stops
 * at the first row found.
 */
export function codeMatches(index: OfflineSearchIndex, whole: string, start: string | null, firstOnly = false): Map<number, CodeMatch> {
  const found = new Map<number, CodeMatch>();
  const all = index.codeLetters;
  for (let row = 0; row < all.length; row++) {
    const letters = all[row]!;
    if (!letters.includes(whole) && (start === null || !letters.includes(start))) continue;
    let best: CodeMatch | null = null;
    for (const w of codeWordsOf(index, row)) {
      const match = w === whole ? { exact: true, length: whole.length } : start !== null && w.startsWith(start) ? { exact: false, length: w.length } : null;
      if (match && (!best || betterCodeMatch(match, best))) best = match;
    }
    if (best) {
      found.set(row, best);
      if (firstOnly) return found;
    }
  }
  return found;
}
