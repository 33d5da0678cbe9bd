import { describe, expect, it } from 'vitest';
import type { Query } from 'minisearch';
import { indexCatalogue } from './product-index.ts';
import { product, size, variation } from './products.fixtures.ts';
import type { TermQuery } from './search-engine.ts';

// A catalogue whose words repeat unevenly across fields and lengths, so that frequencies, field
// lengths and rarities all vary: 300 products.
const NAMES = ['Felpa', 'Felpa cappuccio', 'T-shirt', 'Cappello', 'Cappellino', 'Camicia oxford', 'Pantalone slim', 'Polo piquet'];
const CATEGORIES = ['Felpe', 'T-shirt', 'Cappelli', 'Camicie', 'Pantaloni'];
const COLOURS = ['Nero', 'Bianco', 'Blu navy', 'Verde', 'Felpa grigia'];
const DESCRIPTIONS = ['Cotone organic.', 'Cotone organic, cotone pettinato, jersey.', '', 'Misto lino e cotone, vestibilità slim slim.'];
const index = indexCatalogue(
  Array.from({ length: 300 }, (_, k) =>
    product({
      id: k + 1,
      sku: `P${k}`,
      name: `${NAMES[k % NAMES.length]}${k % 7 === 0 ? ' classic felpa' : ''}`,
      category: CATEGORIES[k % CATEGORIES.length],
      brand: k % 3 === 0 ? 'Urban' : 'Heavy',
      shortDescription: DESCRIPTIONS[k % DESCRIPTIONS.length],
      variations: [variation(COLOURS[k % COLOURS.length]!, [size()]), ...(k % 4 === 0 ? [variation(COLOURS[(k + 1) % COLOURS.length]!, [size()])] : [])],
    }),
  ),
).search;
const { engine } = index;

/** MiniSearch's own search of the same queries, as `score` describes it. */
function reference(queries: readonly TermQuery[], whole: string | null) {
  const query: Query = { combineWith: 'OR', queries: queries.map(({ term, prefix }) => ({ queries: [term], prefix })) };
  return engine
    .search(query)
    .map((r) => ({ id: r.id as number, score: r.score, whole: whole !== null && r.match[whole] !== undefined }))
    .sort((a, b) => a.id - b.id);
}

function scored(queries: readonly TermQuery[], whole: string | null) {
  const { ids, scores, whole: wholes } = engine.score(queries, whole);
  return Array.from(ids, (id, k) => ({ id, score: scores[k]!, whole: wholes[k] === 1 }));
}

const words = [...index.vocabulary];

describe('ScoringEngine.score: MiniSearch’s scores, without its result objects', () => {
  it('holds words of every field, some common and some rare', () => {
    expect(words.length).toBeGreaterThan(20);
    expect(scored([{ term: 'coton', prefix: false }], null).length).toBeGreaterThan(100);
    expect(scored([{ term: 'pettinat', prefix: false }], null).length).toBeLessThan(100);
  });

  it.each(words)('a word alone and as a start: %s', (word) => {
    for (const queries of [[{ term: word, prefix: false }], [{ term: word, prefix: true }]]) {
      expect(scored(queries, word)).toEqual(reference(queries, word));
    }
  });

  it.each(words.filter((w) => w.length > 2))('a word’s stem and its typed start, as the listing asks: %s', (word) => {
    const start = word.slice(0, -1);
    const queries = [{ term: word, prefix: false }, { term: start, prefix: true }];
    expect(scored(queries, word)).toEqual(reference(queries, word));
    // The same term twice is counted once in the quality, its scores twice, as MiniSearch does.
    const twice = [{ term: word, prefix: false }, { term: word, prefix: true }];
    expect(scored(twice, word)).toEqual(reference(twice, word));
  });

  it('several words at once, as typos are looked for', () => {
    const queries = words.slice(0, 12).map((term) => ({ term, prefix: false }));
    expect(scored(queries, null)).toEqual(reference(queries, null));
  });

  it('a word the engine does not hold matches nothing, and the next search starts clean', () => {
    expect(scored([{ term: 'zzz', prefix: true }], 'zzz')).toEqual([]);
    const queries = [{ term: 'felp', prefix: false }, { term: 'felpa', prefix: true }];
    expect(scored(queries, 'felp')).toEqual(reference(queries, 'felp'));
    expect(scored(queries, 'felp')).toEqual(reference(queries, 'felp'));
  });
});
