import { catalogueWords, foldText, queryWords, stem, withinTypos, type QueryWord } from '@shop/search-words';
import type { OfflinePackage } from './offline-package';

/**
 * The listing's search on the device, reading words as the gateway's search does (the shared
 * `@shop/search-words`): case, accents, hyphens and spacing ignored, Italian singular and plural
 * brought to one stem, a word's start, a typo within its allowance when the word matches nothing
 * as typed, and codes whole or by their start (never by a typo: one letter away is another
 * article). Every word must match, in any field. The rows come in catalogue order: the device
 * does not rank.
 */
export interface OfflineSearchIndex {
  /** The stems of the names, categories, subcategories, brands and colours, with their rows. */
  words: Map<string, number[]>;
  /** The product and article codes' words, with their rows. */
  codes: Map<string, number[]>;
  sortedWords: string[];
  sortedCodes: string[];
}

function addRow(map: Map<string, number[]>, word: string, row: number): void {
  const rows = map.get(word);
  if (!rows) map.set(word, [row]);
  else if (rows[rows.length - 1] !== row) rows.push(row);
}

const indexes = new WeakMap<OfflinePackage, OfflineSearchIndex>();

export function offlineSearchIndex(pkg: OfflinePackage): OfflineSearchIndex {
  const known = indexes.get(pkg);
  if (known) return known;
  const P = pkg.catalogue.products;
  const A = pkg.catalogue.articles;
  const words = new Map<string, number[]>();
  const codes = new Map<string, number[]>();
  const text = P.id.map((_, row) => [P.name[row], P.category[row], P.subcategory[row], P.brand[row]].join(' '));
  const codeText = P.id.map((_, row) => P.sku[row] ?? '');
  for (let i = 0; i < A.product.length; i++) {
    const row = A.product[i]!;
    if (A.colour[i]) text[row] += ` ${A.colour[i]}`;
    codeText[row] += ` ${A.sku[i]}`;
  }
  text.forEach((t, row) => {
    for (const w of catalogueWords(t)) addRow(words, stem(w), row);
    for (const w of catalogueWords(codeText[row]!, true)) addRow(codes, stem(w), row);
  });
  const built = { words, codes, sortedWords: [...words.keys()].sort(), sortedCodes: [...codes.keys()].sort() };
  indexes.set(pkg, built);
  return built;
}

/** The keys of a sorted list that start with `prefix`, found by bisection. */
function startingWith(sorted: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}

function rowsOfWord(index: OfflineSearchIndex, word: QueryWord): Set<number> {
  const rows = new Set<number>();
  const take = (map: Map<string, number[]>, key: string) => map.get(key)?.forEach((r) => rows.add(r));
  take(index.words, word.stem);
  take(index.codes, word.stem);
  if (word.text.length >= 2) {
    for (const key of startingWith(index.sortedWords, word.text)) take(index.words, key);
    for (const key of startingWith(index.sortedCodes, word.text)) take(index.codes, key);
  }
  if (rows.size > 0 || word.typed < 4) return rows;
  for (const key of index.sortedWords) if (withinTypos(word, key)) take(index.words, key);
  return rows;
}

/**
 * The buyer's words as the search reads them. Two words that the catalogue holds joined are one
 * (`t shirt` → tshirt); a hyphenated word the catalogue does not hold joined is read as its parts
 * (`felpa-artica` → felpa, artica).
 */
function searchWords(index: OfflineSearchIndex, text: string): QueryWord[] {
  const held = (w: string) => index.words.has(stem(w)) || index.codes.has(stem(w));
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
export function offlineSearch(pkg: OfflinePackage, text: string | null | undefined): Set<number> | null {
  if (!text || queryWords(text).length === 0) return null;
  const index = offlineSearchIndex(pkg);
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
