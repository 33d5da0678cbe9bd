import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanValues, MAX_FILTER_VALUES, queryListing } from './listing.ts';
import { colourName, indexCatalogue } from './product-index.ts';
import { product, size, variation } from './products.fixtures.ts';

const catalogue = indexCatalogue([
  product({ id: 1, sku: 'TS150', name: 'T-shirt girocollo', category: 'T-shirt', brand: "Sol's", tags: ['SCHOOL'],
    variations: [variation('01-Bianco', [size({ name: 'S' }), size({ name: 'M' })]), variation('02-Nero', [size({ name: 'XL', noWeb: true })])] }),
  product({ id: 2, sku: 'FE200', name: 'Felpa cappuccio', category: 'Felpe', brand: "Sol's", alternativeCodes: ['ALT-9'],
    variations: [variation('02-Nero', [size({ name: 'L' })])] }),
  product({ id: 3, sku: 'TS190', name: 'T-shirt pesante', category: 'T-shirt', brand: 'Gildan', promoFlag: true,
    variations: [variation('15-Blu Navy (novità)', [size({ name: 'M' })])] }),
  product({ id: 4, sku: 'GAD1', name: 'Penna', category: 'Gadget', brand: 'Gildan' }),
]);

const run = (values: Record<string, string[]>, extra: { name?: string; promo?: boolean; page?: number; pageSize?: number } = {}) =>
  queryListing(catalogue, { filter: { values, name: extra.name, promo: extra.promo }, page: extra.page ?? 1, pageSize: extra.pageSize ?? 42 });

const ids = (r: ReturnType<typeof run>) => r.items.map((i) => i.product.id);
const facet = (r: ReturnType<typeof run>, d: keyof ReturnType<typeof run>['facets']) =>
  Object.fromEntries(r.facets[d].map((f) => [f.value, f.count]));

describe('queryListing', () => {
  it('returns everything without filters, with facet counts', () => {
    const r = run({});
    expect(r.totalCount).toBe(4);
    expect(facet(r, 'category')).toEqual({ Felpe: 1, Gadget: 1, 'T-shirt': 2 });
    expect(facet(r, 'color')).toEqual({ Bianco: 1, 'Blu Navy': 1, Nero: 1 });
    // XL of product 1 is flgNoWeb: hidden, so not a size filter value.
    expect(r.facets.size.map((f) => f.value)).toEqual(['S', 'M', 'L']);
  });

  it('filters by category then brand; facets count on the other active filters', () => {
    const byCategory = run({ category: ['T-shirt'] });
    expect(ids(byCategory)).toEqual([1, 3]);
    expect(facet(byCategory, 'category')).toEqual({ Felpe: 1, Gadget: 1, 'T-shirt': 2 });
    expect(facet(byCategory, 'brands')).toEqual({ "Sol's": 1, Gildan: 1 });

    const both = run({ category: ['T-shirt'], brands: ['Gildan'] });
    expect(ids(both)).toEqual([3]);
    expect(facet(both, 'brands')).toEqual({ "Sol's": 1, Gildan: 1 });
    expect(facet(both, 'category')).toEqual({ Gadget: 1, 'T-shirt': 1 });
  });

  it('treats values of one filter as alternatives', () => {
    expect(ids(run({ category: ['Felpe', 'Gadget'] }))).toEqual([2, 4]);
  });

  it('matches the name on sku, name and alternative codes, case-insensitive', () => {
    expect(ids(run({}, { name: 'ts1' }))).toEqual([1, 3]);
    expect(ids(run({}, { name: 'CAPPUCCIO' }))).toEqual([2]);
    expect(ids(run({}, { name: 'alt-9' }))).toEqual([2]);
  });

  it('searches words as buyers type them: plurals, spacing, typos, colours, brands and codes', () => {
    expect(ids(run({}, { name: 'tS150' }))).toEqual([1]);
    expect(ids(run({}, { name: 'penna' }))).toEqual([4]);
    expect(ids(run({}, { name: 'felpe' }))).toEqual([2]);
    expect(ids(run({}, { name: 'fepla' }))).toEqual([2]);
    expect(ids(run({}, { name: 'felpa nera' }))).toEqual([2]);
    expect(ids(run({}, { name: 'felpa bianca' }))).toEqual([]);
    expect(ids(run({}, { name: 'tshirt' }))).toEqual([1, 3]);
    expect(ids(run({}, { name: 't shirt' }))).toEqual([1, 3]);
    expect(ids(run({}, { name: 'gildan penna' }))).toEqual([4]);
    expect(ids(run({}, { name: 'nessun prodotto' }))).toEqual([]);
  });

  it("counts the facets on the search's matches", () => {
    expect(run({}, { name: 'gildan' }).facets.category.map((f) => [f.value, f.count])).toEqual([['Gadget', 1], ['T-shirt', 1]]);
  });

  it('matches every word (AND): two words find what each finds alone, no more', () => {
    const vocabulary = ['Felpa', 'felpe', 'Nero', 'nera', 'T-shirt', 'Blu', 'cappuccio', 'FE200', 'Gildan', 'penna'];
    const word = fc.constantFrom(...vocabulary);
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.array(word, { maxLength: 3 }), brand: word }), { maxLength: 8 }), word, word, (rows, a, b) => {
        const products = rows.map((r, i) => product({ id: i + 1, sku: `P${i}`, name: r.name.join(' '), brand: r.brand }));
        const index = indexCatalogue(products);
        const found = (name: string) =>
          queryListing(index, { filter: { values: {}, name }, page: 1, pageSize: 100 }).items.map((i) => i.product.id);
        const both = new Set(found(`${a} ${b}`));
        const each = found(a).filter((id) => found(b).includes(id));
        expect([...both].sort()).toEqual([...each].sort());
      }),
    );
  });

  it('answers the unfiltered listing from the counts kept while indexing, as a pass over every product would', () => {
    const pick = <T,>(...xs: T[]) => fc.constantFrom(...xs);
    const row = fc.record({
      category: pick('T-shirt', 'Felpe', ''),
      brand: pick("Sol's", 'Gildan'),
      tags: fc.array(pick('SCHOOL', 'OUTLET', ''), { maxLength: 2 }),
      promoFlag: fc.boolean(),
      variations: fc.array(
        fc.record({ color: pick('01-Bianco', '02-Nero', '15-Blu Navy (novità)'), sizes: fc.array(fc.record({ name: pick('S', 'M', 'XL'), noWeb: fc.boolean(), promo: pick(0, 5) }), { maxLength: 3 }) }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const products = rows.map((r, i) =>
          product({ id: i + 1, category: r.category, brand: r.brand, tags: r.tags, promoFlag: r.promoFlag,
            variations: r.variations.map((v) => variation(v.color, v.sizes.map((sz) => size(sz)))) }),
        );
        const index = indexCatalogue(products);
        const unfiltered = queryListing(index, { filter: { values: {} }, page: 1, pageSize: 100 });
        // Restricting to every id takes the per-product pass.
        const everyId = new Set(products.map((p) => p.id));
        const passed = queryListing(index, { filter: { values: {}, ids: everyId }, page: 1, pageSize: 100 });
        expect(unfiltered).toEqual(passed);
      }),
    );
  });

  it('filters by size, colour (by name, ignoring code and note), tag and promo', () => {
    expect(ids(run({ size: ['M'] }))).toEqual([1, 3]);
    expect(ids(run({ size: ['XL'] }))).toEqual([]);
    expect(ids(run({ color: ['Nero'] }))).toEqual([2]);
    expect(ids(run({ color: ['Blu Navy'] }))).toEqual([3]);
    expect(ids(run({ tag: ['SCHOOL'] }))).toEqual([1]);
    expect(ids(run({}, { promo: true }))).toEqual([3]);
  });

  it('keeps a selected value visible with count 0', () => {
    const r = run({ category: ['Gadget'], brands: ["Sol's"] });
    expect(r.totalCount).toBe(0);
    expect(r.facets.brands.find((f) => f.value === "Sol's")).toEqual({ value: "Sol's", count: 0, selected: true });
  });

  it('does not echo values the catalogue does not know into the facets', () => {
    const r = run({ brands: ['Gildan', 'Nessuna marca così'] });
    expect(r.facets.brands.map((f) => f.value)).toEqual(['Gildan', "Sol's"]);
    expect(r.facets.brands.find((f) => f.value === 'Gildan')?.selected).toBe(true);
  });

  it('paginates and clamps the page into range', () => {
    const p2 = run({}, { page: 2, pageSize: 3 });
    expect([p2.page, p2.pageCount, ids(p2)]).toEqual([2, 2, [4]]);
    expect(run({}, { page: 9, pageSize: 3 }).page).toBe(2);
    expect(run({ category: ['Nulla'] }).pageCount).toBe(1);
  });
});

describe('cleanValues', () => {
  it.each([
    [undefined, undefined],
    [['all'], undefined],
    [['', 'all'], undefined],
    [['A|B', 'B'], ['A', 'B']],
  ])('%j → %j', (input, expected) => {
    expect(cleanValues(input)).toEqual(expected);
  });

  it('keeps at most MAX_FILTER_VALUES values, however they are sent', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `V${i}`);
    expect(cleanValues(many)).toEqual(many.slice(0, MAX_FILTER_VALUES));
    expect(cleanValues([many.join('|')])).toHaveLength(MAX_FILTER_VALUES);
  });
});

describe('colourName', () => {
  it.each([
    ['01-Bianco', 'Bianco'],
    ['15-Blu Navy', 'Blu Navy'],
    ['15-Blu Navy (novità)', 'Blu Navy'],
    ['Rosso', 'Rosso'],
  ])('%s → %s', (input, expected) => expect(colourName(input)).toBe(expected));
});
