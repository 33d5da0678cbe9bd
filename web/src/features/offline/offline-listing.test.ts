import { describe, expect, it } from 'vitest';
import { answerableOffline, offlineListing, type OfflineFilter } from './offline-listing';
import { listingCoreOf } from './offline-listing-core';
import type { OfflinePackage } from './offline-package';
import { offlinePackageOf } from './offline-package.fixtures';

// Three products: POLO1 in Rosso M and Blu L (promo, SCHOOL), FELPA2 in Rosso M, POLO3 in Nero XL (sold out).
const pkg = (options: Parameters<typeof offlinePackageOf>[1] = {}): OfflinePackage =>
  offlinePackageOf([
    {
      sku: 'POLO1', name: 'Polo piqué', category: 'Polo', brand: 'Alfa', template: 'Piquet', tags: ['SCHOOL'], promo: true, price: 4.35,
      articles: [
        { sku: 'POLO1-R-M', colour: 'Rosso', size: 'M', articleId: 11, price: 4.35, stock: 5 },
        { sku: 'POLO1-B-L', colour: 'Blu', size: 'L', articleId: 12, price: 4.35, stock: 0 },
      ],
    },
    {
      sku: 'FELPA2', name: 'Felpa Artica', category: 'Felpe', brand: 'Beta', price: 12, printed: true,
      articles: [{ sku: 'FELPA2-R-M', colour: 'Rosso', size: 'M', articleId: 21, price: 12, stock: 3 }],
    },
    {
      sku: 'POLO3', name: 'Polo manica lunga', category: 'Polo', brand: 'Beta', template: 'Classic', price: 6, soldOut: true,
      articles: [{ sku: 'POLO3-N-XL', colour: 'Nero', size: 'XL', articleId: 31, price: 6, stock: 0, unavailable: true }],
    },
  ], options);

/** The listing answered as the device answers it: from the package's core as IndexedDB gives it back. */
const listed = (p: OfflinePackage, filter: OfflineFilter, page: number, pageSize: number) => offlineListing(structuredClone(listingCoreOf(p)), filter, page, pageSize);

const skus = (p: OfflinePackage, rows: number[]) => rows.map((r) => p.catalogue.products.sku[r]);

describe('the listing answered from the device', () => {
  it.each([
    { filter: {}, expected: ['POLO1', 'FELPA2', 'POLO3'] },
    { filter: { name: 'polo' }, expected: ['POLO1', 'POLO3'] },
    { filter: { name: 'POLO PIQUE' }, expected: ['POLO1'] },
    { filter: { name: 'felpa-artica' }, expected: ['FELPA2'] },
    { filter: { name: 'rosso polo' }, expected: ['POLO1'] },
    { filter: { name: 'polo3-n' }, expected: ['POLO3'] },
    { filter: { brands: ['Beta'] }, expected: ['FELPA2', 'POLO3'] },
    { filter: { category: ['Polo'], color: ['Nero'] }, expected: ['POLO3'] },
    { filter: { size: ['M'] }, expected: ['POLO1', 'FELPA2'] },
    { filter: { tag: ['SCHOOL'] }, expected: ['POLO1'] },
    { filter: { templates: ['Classic'] }, expected: ['POLO3'] },
    { filter: { templates: ['Piquet', 'Classic'], size: ['M'] }, expected: ['POLO1'] },
    { filter: { promo: true }, expected: ['POLO1'] },
    { filter: { printedCatalogue: true }, expected: ['FELPA2'] },
    { filter: { name: 'nulla' }, expected: [] },
    // As the gateway's search reads words (issue 30), with no network too.
    { filter: { name: 'felpe' }, expected: ['FELPA2'] },
    { filter: { name: 'rossi polo' }, expected: ['POLO1'] },
    { filter: { name: 'artcia' }, expected: ['FELPA2'] },
    { filter: { name: 'pol' }, expected: ['POLO1', 'POLO3'] },
    { filter: { name: 'polo1' }, expected: ['POLO1'] },
    { filter: { name: 'polo2' }, expected: [] },
    { filter: { name: 'Pólo   Píque' }, expected: ['POLO1'] },
  ])('filters $filter', ({ filter, expected }) => {
    const p = pkg();
    expect(skus(p, listed(p, filter, 1, 42).rows)).toEqual(expected);
  });

  it('counts each facet on the other active filters', () => {
    const page = listed(pkg(), { brands: ['Beta'] }, 1, 42);
    // Brands still show every brand the other filters allow.
    expect(page.facets.brands).toEqual([
      { value: 'Alfa', count: 1, selected: false },
      { value: 'Beta', count: 2, selected: true },
    ]);
    expect(page.facets.category).toEqual([
      { value: 'Felpe', count: 1, selected: false },
      { value: 'Polo', count: 1, selected: false },
    ]);
    expect(page.facets.promoCount).toBe(0);
  });

  it('keeps a ticked value that the other filters leave at 0, as the gateway does, so that it can be unticked', () => {
    // Felpe in Nero: no product. Each facet counts on the other filters.
    const page = listed(pkg(), { category: ['Felpe'], color: ['Nero'] }, 1, 42);
    expect(page.totalCount).toBe(0);
    expect(page.facets.color).toEqual([
      { value: 'Nero', count: 0, selected: true },
      { value: 'Rosso', count: 1, selected: false },
    ]);
    expect(page.facets.category).toEqual([
      { value: 'Felpe', count: 0, selected: true },
      { value: 'Polo', count: 1, selected: false },
    ]);
  });

  it("lists the models ('Modelli') as online, counted on the other filters", () => {
    // FELPA2 has no model: it counts in no value.
    expect(listed(pkg(), { brands: ['Beta'] }, 1, 42).facets.templates).toEqual([{ value: 'Classic', count: 1, selected: false }]);
    expect(listed(pkg(), { templates: ['Piquet'] }, 1, 42).facets.templates).toEqual([
      { value: 'Classic', count: 1, selected: false },
      { value: 'Piquet', count: 1, selected: true },
    ]);
  });

  it.each([
    { sizeOrder: ['M', 'L', 'XL'], expected: ['M', 'L', 'XL'] },
    // Sizes the package's order does not name come after it, alphabetically.
    { sizeOrder: ['XL'], expected: ['XL', 'L', 'M'] },
    // A package made before it carried the order: alphabetically.
    { sizeOrder: undefined, expected: ['L', 'M', 'XL'] },
  ])('lists the sizes in the order the package gives ($sizeOrder)', ({ sizeOrder, expected }) => {
    expect(listed(pkg({ sizeOrder }), {}, 1, 42).facets.size.map((f) => f.value)).toEqual(expected);
  });

  it('answers from a listing core kept before the models were indexed, with no model listed', () => {
    const core = structuredClone(listingCoreOf(pkg()));
    delete (core.listing.dimensions as Partial<typeof core.listing.dimensions>).templates;
    const page = offlineListing(core, { brands: ['Beta'] }, 1, 42);
    expect(page.totalCount).toBe(2);
    expect(page.facets.templates).toEqual([]);
  });

  it.each([
    { toggles: true, filter: { school: true }, expected: ['POLO1'] },
    { toggles: true, filter: { school: true, outlet: true }, expected: [] },
    { toggles: true, filter: { school: true, brands: ['Beta'] }, expected: [] },
    // A company without the toggles ignores them, as the gateway does.
    { toggles: false, filter: { school: true }, expected: ['POLO1', 'FELPA2', 'POLO3'] },
  ])("applies the SCHOOL and OUTLET toggles where the company has them ($toggles): $filter", ({ toggles, filter, expected }) => {
    const features = { filterSidebar: true, categoryFilter: true, tagFilter: true, colorSizeFilters: true, schoolOutletToggles: toggles, availabilityTable: true };
    const p = pkg({ features });
    expect(skus(p, listed(p, filter, 1, 42).rows)).toEqual(expected);
  });

  it('counts the facets of the toggled products only', () => {
    const features = { filterSidebar: true, categoryFilter: true, tagFilter: true, colorSizeFilters: true, schoolOutletToggles: true, availabilityTable: true };
    const page = listed(pkg({ features }), { school: true }, 1, 42);
    expect(page.facets.brands).toEqual([{ value: 'Alfa', count: 1, selected: false }]);
  });

  it.each([
    { filter: {}, carried: true, answerable: true },
    { filter: { printedCatalogue: true }, carried: true, answerable: true },
    // A package made before it said which products are in the printed catalogue.
    { filter: { printedCatalogue: true }, carried: false, answerable: false },
    { filter: { name: 'polo' }, carried: false, answerable: true },
    // 'Consigliati': the login's recommended products are not in the package.
    { filter: { recommended: true }, carried: true, answerable: false },
  ])('answers $filter on the device: $answerable (printed catalogue carried: $carried)', ({ filter, carried, answerable }) => {
    const p = pkg();
    if (!carried) delete p.catalogue.products.printedCatalogue;
    expect(answerableOffline(listingCoreOf(p), filter)).toBe(answerable);
  });

  it('pages the result', () => {
    const page = listed(pkg(), {}, 2, 2);
    expect(page).toMatchObject({ page: 2, pageSize: 2, totalCount: 3, pageCount: 2 });
    expect(page.rows).toEqual([2]);
  });
});
