import { catalogueWords, descriptionWords, foldText, queryWords, stem, withinTypos, type QueryWord } from '@shop/search-words';
import { CodeWordsBuilder, type CodeWords } from './search-codes.ts';
import { ScoringEngine, type ScoredProducts } from './search-engine.ts';
import { withCodeHits, type Matches } from '@shop/search-words/code-hits';
import { everyWordRanked, type WordHits } from '@shop/search-words/every-word';
import {
  BM25,
  FIELD_BOOST,
  PREFIX_RANK,
  PREFIX_WEIGHT,
  SEARCH_FIELDS,
  TYPO_RANK,
  TYPO_WORDS,
  WHOLE_WORD_RANK,
} from '@shop/search-words/relevance';

/**
 * The catalogue's search: an in-process full-text index (MiniSearch) built product by product
 * with each snapshot, over the fields a buyer names a product by, and the products' codes beside
 * it (search-codes.ts). Words are matched as the domain's search-words reads them (stems, joined
 * hyphens, folded accents); every word must match (in any field); results are ranked exact code,
 * then whole words, then prefixes, then typos, and by relevance (the name weighs most) within each.
 *
 * The description is indexed only for the words the other fields do not give (descriptionWords:
 * mostly the material, `cotone`, `organic`), at the lowest weight: the issue names name, category,
 * brand and model, colours and codes, and ranks the name before the description; the demo's short
 * description repeats the name and the brand, and indexed whole it cost 6 of 53 MB at 20,000
 * products. MiniSearch stores no field (the listing reads the products from the snapshot) and
 * keeps only positions.
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
  engine: ScoringEngine<Document>;
  codes: CodeWords;
  /** Products indexed. */
  size: number;
  /** Each typed word's matches, remembered for this snapshot (see rememberedHits). */
  words: Map<string, WordHits>;
  /** Matches held in `words`, all words together. */
  remembered: number;
  /** Every word (stem) of the engine's fields: where a typed word's typos are looked for, and whether a joined word is one. */
  vocabulary: ReadonlySet<string>;
}

type Document = Omit<SearchFields, 'code'> & { id: number };

function newEngine(vocabulary: Set<string>): ScoringEngine<Document> {
  return new ScoringEngine<Document>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: (text) => catalogueWords(text),
    processTerm: (term) => {
      const word = stem(term);
      vocabulary.add(word);
      return word;
    },
    // The buyer's words arrive already read (see wordHits): taken as they are. (The engine's own
    // search is only the reference its scoring is tested against.)
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: FIELD_BOOST, weights: { prefix: PREFIX_WEIGHT, fuzzy: 0.45 }, bm25: BM25 },
  });
}

export class SearchIndexBuilder {
  private readonly vocabulary = new Set<string>();
  private readonly engine = newEngine(this.vocabulary);
  private readonly codes = new CodeWordsBuilder();
  private size = 0;

  /** Adds the next product (position: its place in the catalogue). */
  add(position: number, { code, description, ...text }: SearchFields): void {
    const named = `${text.name} ${text.category} ${text.brand} ${text.colour}`;
    this.engine.add({ id: position, ...text, description: descriptionWords(description, named).join(' ') });
    this.codes.add(position, new Set(catalogueWords(code, true).map(stem)));
    this.size += 1;
  }

  finish(): SearchIndex {
    return {
      engine: this.engine,
      codes: this.codes.finish(),
      size: this.size,
      words: new Map(),
      remembered: 0,
      vocabulary: this.vocabulary,
    };
  }
}

/**
 * The positions of the products matching every word of `text`, best first. A word's typo
 * matches are looked for only when it matches nothing as typed (or as the start of a word):
 * `felpa` then never brings a `felt` among the felpe.
 */
export function searchProducts(index: SearchIndex, text: string): number[] {
  const words = joinSplitWords(index, queryWords(text));
  return everyWordRanked(words.map((word) => rememberedHits(index, word, words.length === 1)));
}

/** Words remembered per snapshot: buyers type the same words all day, in ever new combinations. */
const REMEMBERED_WORDS = 2048;
/**
 * Matches remembered in all, per product of the catalogue (9 bytes each: at most 180 bytes a
 * product, a fifth of the index), and never more than 2 million (18 MB).
 */
const REMEMBERED_PER_PRODUCT = 20;
const REMEMBERED_MATCHES = 2_000_000;

/**
 * A word's matches, from the index the first time it is typed on this snapshot and from memory
 * after: buyers type the same words all day, in ever new combinations, and a remembered word
 * costs only its intersection with the others.
 */
function rememberedHits(index: SearchIndex, word: QueryWord, alone: boolean): WordHits {
  const key = `${alone ? 1 : 0}${word.text}`;
  const known = index.words.get(key);
  if (known) {
    index.words.delete(key); // refresh its place in the LRU order
    index.words.set(key, known);
    return known;
  }
  const found = wordHits(index, word, alone);
  index.words.set(key, found);
  index.remembered += found.positions.length;
  while (index.words.size > 1 && (index.words.size > REMEMBERED_WORDS || index.remembered > Math.min(REMEMBERED_MATCHES, REMEMBERED_PER_PRODUCT * index.size))) {
    const [oldest, dropped] = index.words.entries().next().value!;
    index.words.delete(oldest);
    index.remembered -= dropped.positions.length;
  }
  return found;
}

function wordHits(index: SearchIndex, word: QueryWord, alone: boolean): WordHits {
  // The stem as a whole word, and what was typed as the start of one ('cap' → cappello).
  const typed = index.engine.score([{ term: word.stem, prefix: false }, { term: word.text, prefix: word.text.length >= 2 }], word.stem);
  const codes = index.codes.find(word.stem, word.text.length >= 2 ? word.text : null);
  const hits = withCodeHits(ranked(typed, (k) => (typed.whole[k] ? WHOLE_WORD_RANK : PREFIX_RANK)), codes, word.text.length, index.size, alone);
  if (hits.positions.length > 0 || word.typed < 4) return asWordHits(hits);
  // Nothing as typed: typos, within the word's allowance (four letters typed may miss one of five).
  // The words within the allowance are found in the vocabulary (a catalogue's fields hold a few
  // hundred distinct words), then searched as they are: MiniSearch's own fuzzy search scored
  // every product of every word within twice the allowance (its distance counts two swapped
  // letters as two), 200 ms for `camica` at 20,000 products.
  const near = [...index.vocabulary].filter((term) => withinTypos(word, term)).slice(0, TYPO_WORDS);
  return asWordHits(ranked(index.engine.score(near.map((term) => ({ term, prefix: false })), null), () => TYPO_RANK));
}

function ranked({ ids, scores }: ScoredProducts, rank: (k: number) => number): Matches {
  // A loop: a typed array's `from` with a mapping function walks its source as an iterator.
  const ranks = new Uint8Array(ids.length);
  for (let k = 0; k < ids.length; k++) ranks[k] = rank(k);
  return { positions: ids, ranks, scores };
}

/** Scores are remembered in single precision: 4 bytes a match instead of 8. */
const asWordHits = ({ positions, ranks, scores }: Matches): WordHits => ({ positions, ranks, scores: Float32Array.from(scores) });


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
      // Held as a word of a field or as a code: a look-up, not a search (every two-word search asks).
      if (index.codes.has(word.stem) || index.vocabulary.has(word.stem)) {
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
