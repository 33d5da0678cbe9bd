import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { catalogueWords, foldText, queryWords, stem, withinTypos, type QueryWord } from '../domain/search-words.ts';

/**
 * The catalogue's search: an in-process full-text index (MiniSearch) built product by product
 * with each snapshot, over the fields a buyer names a product by. Words are matched as the
 * domain's search-words reads them (stems, joined hyphens, folded accents); every word must
 * match (in any field); results are ranked exact code, then whole words, then prefixes, then
 * typos, and by relevance (the name weighs most) within each.
 */
export interface SearchFields {
  name: string;
  /** Category and subcategory. */
  category: string;
  /** Brand and model (template). */
  brand: string;
  colour: string;
  /** Product code and alternative codes. */
  code: string;
  description: string;
}

export interface SearchIndex {
  engine: MiniSearch<Document>;
}

interface Document extends SearchFields {
  id: number;
}

const FIELDS = ['name', 'category', 'brand', 'colour', 'code', 'description'] as const;
/** Relevance per field: a word in the name counts most, one in the description least. */
const BOOST = { name: 4, code: 3, category: 2, brand: 2, colour: 1.5, description: 0.5 };

/** Ranks: a lower one first, whatever the relevance. */
const CODE = 0;
const WHOLE_WORD = 1;
const PREFIX = 2;
const TYPO = 3;

function newEngine(): MiniSearch<Document> {
  return new MiniSearch<Document>({
    fields: [...FIELDS],
    tokenize: (text, field) => catalogueWords(text, field === 'code'),
    processTerm: (term) => stem(term),
    // The buyer's words arrive already read (see wordHits): taken as they are.
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: BOOST },
  });
}

export class SearchIndexBuilder {
  private readonly engine = newEngine();

  /** Adds the next product (position: its place in the catalogue). */
  add(position: number, fields: SearchFields): void {
    this.engine.add({ id: position, ...fields });
  }

  finish(): SearchIndex {
    return { engine: this.engine };
  }
}

interface Hit {
  rank: number;
  score: number;
}

/**
 * The positions of the products matching every word of `text`, best first. A word's typo
 * matches are looked for only when it matches nothing as typed (or as the start of a word):
 * `felpa` then never brings a `felt` among the felpe.
 */
export function searchProducts(index: SearchIndex, text: string): number[] {
  const words = joinSplitWords(index, queryWords(text));
  if (words.length === 0) return [];
  let found: Map<number, Hit> | null = null;
  for (const word of words) {
    const hits = wordHits(index, word, words.length === 1);
    if (found === null) found = hits;
    else {
      const both = new Map<number, Hit>();
      for (const [id, hit] of hits) {
        const before = found.get(id);
        if (before) both.set(id, { rank: Math.max(before.rank, hit.rank), score: before.score + hit.score });
      }
      found = both;
    }
    if (found.size === 0) return [];
  }
  return [...found!].sort(([a, x], [b, y]) => x.rank - y.rank || y.score - x.score || a - b).map(([id]) => id);
}

function wordHits(index: SearchIndex, word: QueryWord, alone: boolean): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  // The stem as a whole word, and what was typed as the start of one ('cap' → cappello).
  const query: Query = {
    combineWith: 'OR',
    queries: [
      { queries: [word.stem] },
      { queries: [word.text], prefix: word.text.length >= 2 },
    ],
  };
  const exact = index.engine.search(query);
  for (const r of exact) hits.set(r.id as number, { rank: exactRank(r, word, alone), score: r.score });
  if (hits.size > 0) return hits;
  // Nothing as typed: typos, within the word's allowance (four letters typed may miss one of five).
  if (word.typed < 4) return hits;
  // MiniSearch's distance counts two swapped letters as two: ask for twice the allowance, then check.
  const fuzzy = index.engine.search(word.stem, { fuzzy: word.typed >= 8 ? 4 : 2, prefix: false });
  for (const r of fuzzy) if (r.terms.some((t) => withinTypos(word, t))) hits.set(r.id as number, { rank: TYPO, score: r.score });
  return hits;
}

function exactRank(r: SearchResult, word: QueryWord, alone: boolean): number {
  const fields = r.match[word.stem];
  if (!fields) return PREFIX;
  return alone && fields.includes('code') ? CODE : WHOLE_WORD;
}

/**
 * Two typed words that the catalogue knows as one are read as one: `t shirt` → tshirt (indexed
 * from T-Shirt), `polo shirt` stays two words when no product has `poloshirt`.
 */
function joinSplitWords(index: SearchIndex, words: QueryWord[]): QueryWord[] {
  const joined: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (next) {
      const text = words[i]!.text + next.text;
      const word = { text, stem: stem(text), typed: text.length };
      if (index.engine.search(word.stem).length > 0) {
        joined.push(word);
        i++;
        continue;
      }
    }
    joined.push(words[i]!);
  }
  return joined;
}

/** Folded text for the memo keys of searches: equal for texts the search reads alike. */
export const searchKey = (text: string): string => foldText(text).trim().replace(/\s+/g, ' ');
