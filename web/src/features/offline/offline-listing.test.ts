import { describe, expect, it } from 'vitest';
import { offlineListing } from './offline-listing';
import type { OfflinePackage } from './offline-package';

function pkg(): OfflinePackage {
  const products = [
    { sku: 'POLO1', name: 'Polo piqué', category: 'Polo', brand: 'Alfa', tags: ['SCHOOL'], promo: true },
    { sku: 'FELPA2', name: 'Felpa Artica', category: 'Felpe', brand: 'Beta', tags: [], promo: false },
    { sku: 'POLO3', name: 'Polo manica lunga', category: 'Polo', brand: 'Beta', tags: [], promo: false },
  ];
  const articles = [
    { product: 0, sku: 'POLO1-R-M', colour: 'Rosso', size: 'M' },
    { product: 0, sku: 'POLO1-B-L', colour: 'Blu', size: 'L' },
    { product: 1, sku: 'FELPA2-R-M', colour: 'Rosso', size: 'M' },
    { product: 2, sku: 'POLO3-N-XL', colour: 'Nero', size: 'XL' },
  ];
  return {
    version: 1,
    customer: { id: 2, name: 'Esposito' },
    preparedAt: '2026-01-10T09:00:00.000Z',
    stockReadAt: '2026-01-10T08:55:00.000Z',
    showsPrices: true,
    catalogue: {
      products: {
        id: [1, 2, 3],
        sku: products.map((p) => p.sku),
        name: products.map((p) => p.name),
        category: products.map((p) => p.category),
        subcategory: ['', '', ''],
        brand: products.map((p) => p.brand),
        tags: products.map((p) => p.tags),
        image: ['', '', ''],
        unitLabel: ['', '', ''],
        isNew: [false, false, false],
        promo: products.map((p) => p.promo),
        price: [4.35, 12, 6],
        oldPrice: [null, null, null],
        soldOut: [false, false, true],
      },
      articles: {
        product: articles.map((a) => a.product),
        articleId: [11, 12, 21, 31],
        sku: articles.map((a) => a.sku),
        colour: articles.map((a) => a.colour),
        hex: ['', '', '', ''],
        size: articles.map((a) => a.size),
        price: [4.35, 4.35, 12, 6],
        oldPrice: [null, null, null, null],
        stock: [5, 0, 3, 0],
        arriving: [0, 0, 0, 0],
        unavailable: [false, false, false, true],
      },
    },
    sites: [],
    shippingModes: [],
    paymentModes: [],
    pickupDates: [],
  };
}

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
    { filter: { promo: true }, expected: ['POLO1'] },
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
    expect(skus(p, offlineListing(p, filter, 1, 42).rows)).toEqual(expected);
  });

  it('counts each facet on the other active filters', () => {
    const page = offlineListing(pkg(), { brands: ['Beta'] }, 1, 42);
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

  it('pages the result', () => {
    const page = offlineListing(pkg(), {}, 2, 2);
    expect(page).toMatchObject({ page: 2, pageSize: 2, totalCount: 3, pageCount: 2 });
    expect(page.rows).toEqual([2]);
  });
});
