import MiniSearch, { type Options } from 'minisearch';
import { bitCount, fieldRelevance, prefixWeight, rarity } from '@shop/search-words/relevance';
import { DenseIdMap } from '../lib/dense-id-map.ts';

/**
 * MiniSearch, with a word's matches scored into typed arrays.
 *
 * MiniSearch's `search` builds an object per matching product (its score, its query terms, what
 * matched in which field), then a result object each, then sorts them all: about 2.5 µs a
 * product, so the first search of a common word at 100,000 products (`organic` is in 30,000
 * descriptions) held the gateway's event loop 80–250 ms, the map around it included. `score`
 * reads the same index, through the fields MiniSearch keeps protected for subclasses, and scores
 * as its `search` does: BM25+ per field, the field's boost, a prefix's weight, the results of the
 * queries summed in order and multiplied by how many distinct query terms matched. It adds into
 * arrays indexed by the engine's short ids, so a product costs a few array slots.
 * `search-engine.test.ts` holds it equal to MiniSearch's own search.
 *
 * The catalogue's engine never removes a document (each snapshot builds its own), so every short
 * id is live, and short ids follow the order of addition. Its documents' ids are the products'
 * places in the catalogue (0, 1, 2, …), so the maps keyed by either are arrays (DenseIdMap).
 */

/** One query term, as MiniSearch's query of one word with its `prefix` option. */
export interface TermQuery {
  term: string;
  prefix: boolean;
}

/** The products matching any of the queries, by id ascending. */
export interface ScoredProducts {
  ids: Int32Array;
  scores: Float64Array;
  /** 1 where the product matched the term `whole` itself (not only a longer word starting with it). */
  whole: Uint8Array;
}

/** Per-product sums of one search, by short id, reused from search to search (a search runs to its end in one turn). */
class Scratch {
  readonly total: Float64Array;
  readonly part: Float64Array;
  readonly sources: Uint32Array;
  readonly whole: Uint8Array;
  readonly seen: Uint8Array;
  readonly inPart: Uint8Array;
  readonly touched: Int32Array;
  readonly partTouched: Int32Array;

  constructor(readonly size: number) {
    this.total = new Float64Array(size);
    this.part = new Float64Array(size);
    this.sources = new Uint32Array(size);
    this.whole = new Uint8Array(size);
    this.seen = new Uint8Array(size);
    this.inPart = new Uint8Array(size);
    this.touched = new Int32Array(size);
    this.partTouched = new Int32Array(size);
  }
}

type FieldTermData = Map<number, Map<number, number>>;

export class ScoringEngine<T> extends MiniSearch<T> {
  private scratch: Scratch | null = null;

  constructor(options: Options<T>) {
    super(options);
    // Maps of one entry per product that would otherwise all double on the same product.
    this._documentIds = new DenseIdMap();
    this._idToShortId = new DenseIdMap();
    this._fieldLength = new DenseIdMap();
  }

  /**
   * The products matching any of `queries` (MiniSearch's `OR` of them), scored as
   * `search({ combineWith: 'OR', queries: queries.map(({ term, prefix }) => ({ queries: [term], prefix })) })`
   * scores them with the engine's boosts and weights. At most 32 queries.
   */
  score(queries: readonly TermQuery[], whole: string | null): ScoredProducts {
    if (queries.length > 32) throw new RangeError('at most 32 query terms');
    const s = (this.scratch = this.scratch?.size === this._nextId ? this.scratch : new Scratch(this._nextId));
    const sources = new Map<string, number>();
    let touched = 0;
    for (const { term, prefix } of queries) {
      // Query terms are counted once however many queries name them (MiniSearch's unique terms).
      const bit = sources.get(term) ?? 1 << sources.size;
      sources.set(term, bit);
      let inPart = 0;
      const add = (derived: string, weight: number, data: FieldTermData | undefined) => {
        inPart = this.addPostings(s, derived === whole, bit, weight, data, inPart);
      };
      add(term, 1, this._index.get(term));
      if (prefix) {
        for (const [derived, data] of this._index.atPrefix(term)) {
          const distance = derived.length - term.length;
          if (distance === 0) continue; // the exact term, scored above
          add(derived, prefixWeight(derived.length, term.length), data);
        }
      }
      // A query's own sum is added to the others' as a whole, as MiniSearch combines results.
      for (let k = 0; k < inPart; k++) {
        const doc = s.partTouched[k]!;
        if (s.seen[doc] === 0) {
          s.seen[doc] = 1;
          s.touched[touched++] = doc;
        }
        s.total[doc] = s.total[doc]! + s.part[doc]!;
        s.part[doc] = 0;
        s.inPart[doc] = 0;
      }
    }
    return this.collect(s, touched);
  }

  /** Adds one index term's postings, field by field, to the query's part; returns the part's size. */
  private addPostings(s: Scratch, isWhole: boolean, bit: number, weight: number, data: FieldTermData | undefined, inPart: number): number {
    if (!data) return inPart;
    const { boost } = this._options.searchOptions;
    for (const field of this._options.fields) {
      const fieldId = this._fieldIds[field]!;
      const frequencies = data.get(fieldId);
      if (!frequencies) continue;
      const fieldWeight = weight * (boost[field] || 1);
      const average = this._avgFieldLength[fieldId]!;
      const wordRarity = rarity(this._documentCount, frequencies.size);
      frequencies.forEach((frequency, doc) => {
        const length = this._fieldLength.get(doc)![fieldId]!;
        s.part[doc] = s.part[doc]! + fieldRelevance(fieldWeight, wordRarity, frequency, length, average);
        if (s.inPart[doc] === 0) {
          s.inPart[doc] = 1;
          s.partTouched[inPart++] = doc;
        }
        s.sources[doc] = s.sources[doc]! | bit;
        if (isWhole) s.whole[doc] = 1;
      });
    }
    return inPart;
  }

  /** The touched products' scores by id ascending, the scratch left clean for the next search. */
  private collect(s: Scratch, touched: number): ScoredProducts {
    const docs = s.touched.subarray(0, touched).sort();
    const found: ScoredProducts = { ids: new Int32Array(touched), scores: new Float64Array(touched), whole: new Uint8Array(touched) };
    for (let k = 0; k < touched; k++) {
      const doc = docs[k]!;
      found.ids[k] = this._documentIds.get(doc);
      found.scores[k] = s.total[doc]! * bitCount(s.sources[doc]!);
      found.whole[k] = s.whole[doc]!;
      s.total[doc] = 0;
      s.sources[doc] = 0;
      s.whole[doc] = 0;
      s.seen[doc] = 0;
    }
    return found;
  }
}

