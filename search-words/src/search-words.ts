/**
 * How the shop's search reads words, the catalogue's and the buyer's alike: case, accents,
 * hyphens and spacing ignored (`T-Shirt` = `tshirt` = `t shirt`), Italian singular and plural
 * brought to one stem (felpa/felpe, nero/neri, giacca/giacche, cappello/cappelli), and how many
 * typos a word may carry. Pure: the search index and its tests share it.
 */

/** Lower case without accents: `Novità` → `novita`. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Letters and digits of one chunk of text, split where anything else stands. */
const parts = (chunk: string): string[] => chunk.split(/[^\p{L}\p{N}]+/u).filter((p) => p !== '');
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The stem of one folded word. Words with a digit are codes and stay whole. Otherwise the final
 * vowel of a word of four letters or more goes (felpa, felpe → felp), and an `h` that only kept
 * a hard c or g before e or i goes with it (giacche → giacc, like giacca).
 */
export function stem(word: string): string {
  if (/\d/.test(word) || word.length < 4 || !/[aeio]$/.test(word)) return word;
  const cut = word.slice(0, -1);
  return /[cg]h$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The words the catalogue is indexed under, before stemming: each word, and a hyphenated or
 * otherwise joined word also as one (`T-Shirt` → t, shirt, tshirt), so that a buyer finds it
 * however it is typed. Codes also give their runs of digits (`FE0042` → fe0042, 0042), which
 * buyers type without the letters.
 */
export function catalogueWords(text: string, codes = false): string[] {
  const words: string[] = [];
  for (const chunk of foldText(text).match(/\S+/g) ?? []) {
    // Most chunks are one plain word: taken as they are, without the arrays of splitting them
    // (the catalogue's refresh reads every product's words, tens of MB of garbage otherwise).
    if (!codes && PLAIN_WORD.test(chunk)) {
      words.push(chunk);
      continue;
    }
    const pieces = parts(chunk);
    words.push(...pieces);
    if (pieces.length > 1) words.push(pieces.join(''));
    if (codes) for (const digits of chunk.match(/\d{2,}/g) ?? []) if (!pieces.includes(digits)) words.push(digits);
  }
  return words;
}

/**
 * The words of a product's description worth indexing: those its other fields (`named`: name,
 * category, brand, colours) do not already give, of three letters or more and without digits (`65%`,
 * `160 g/m²` are measures). What is left is mostly the material (`cotone`, `organic`, `jersey`): a
 * buyer may search by it, and the index holds two or three words a product instead of ten.
 */
export function descriptionWords(description: string, named: string): string[] {
  const known = new Set(catalogueWords(named).map(stem));
  const kept = new Set<string>();
  for (const word of catalogueWords(description)) {
    if (word.length < 3 || /\d/.test(word)) continue;
    const s = stem(word);
    if (!known.has(s)) kept.add(word);
  }
  return [...kept];
}

/** One word as the buyer typed it (folded), its stem, and its length as typed (the typo allowance reads it). */
export interface QueryWord {
  text: string;
  stem: string;
  typed: number;
}

/** The buyer's words: a hyphenated word counts as one (`t-shirt` → tshirt). */
export function queryWords(text: string): QueryWord[] {
  return foldText(text)
    .split(/\s+/)
    .map((chunk) => parts(chunk).join(''))
    .filter((word) => word !== '')
    .map((word) => ({ text: word, stem: stem(word), typed: word.length }));
}

/**
 * Typos a word may carry, from its length (the longer of the typed word and the catalogue's, so
 * that a letter left out of a five-letter word counts: `urbn` finds urban): one from 5 letters,
 * two from 9, as the common search engines allow.
 */
export function typoAllowance(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Typos between two words: letters added, left out, changed, or two neighbours swapped (one typo,
 * as buyers make it: `feple` for `felpe`). Optimal string alignment distance.
 */
export function typos(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Whether a catalogue word (stemmed) is a typo of a typed one within the allowance. */
export function withinTypos(word: QueryWord, catalogueStem: string): boolean {
  const allowed = typoAllowance(Math.max(word.typed, catalogueStem.length));
  return allowed > 0 && typos(word.stem, catalogueStem) <= allowed;
}
