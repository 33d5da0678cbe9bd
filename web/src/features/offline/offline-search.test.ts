import { describe, expect, it } from 'vitest';
import type { OfflinePackage } from './offline-package';
import { offlinePackageOf, type FixtureProduct } from './offline-package.fixtures';
import { offlineSearch } from './offline-search';
import { buildSearchIndex, productCodeForArticle } from './offline-search-index';

const PRODUCTS: FixtureProduct[] = [
  { sku: 'TS0001', name: 'T-shirt girocollo Classic', category: 'T-shirt', brand: 'Alfa', articles: [{ sku: 'TS0001-02-S', colour: 'Nero' }, { sku: 'TS0001-07-M', colour: 'Blu' }] },
  { sku: 'FE0042', name: 'Felpa Artica', category: 'Felpe', brand: 'Beta', articles: [{ sku: 'FE0042-11-L', colour: 'Rosso' }] },
  { sku: 'POLO1', name: 'Polo piqué', category: 'Polo', brand: 'Beta', articles: [{ sku: 'POLO1-R-M', colour: 'Rosso' }, { sku: 'POLO1-B-XL', colour: 'Blu' }] },
  { sku: 'GC0100', name: 'Giacche softshell Città', category: 'Giacche', brand: 'Gamma', articles: [{ sku: 'GC0100/ÀB-L', colour: 'Verde' }] },
  { sku: 'TS0002', name: 'T-shirt scollo a V', category: 'T-shirt', brand: 'Alfa', articles: [{ sku: 'TS0002-02-XXL', colour: 'Bianco' }] },
];

const pkg = (products: FixtureProduct[] = PRODUCTS): OfflinePackage => offlinePackageOf(products);

/** Searched as the device searches: in the index as IndexedDB gives it back. */
const search = (text: string, from = pkg()) => {
  const rows = offlineSearch(structuredClone(buildSearchIndex(from)), text);
  return rows === null ? null : [...rows].sort((a, b) => a - b);
};

describe("the device's search", () => {
  it('reads names, categories, brands and colours, singular and plural, accents and case ignored', () => {
    expect(search('felpe')).toEqual([1]);
    expect(search('GIACCA')).toEqual([3]);
    expect(search('citta')).toEqual([3]);
    expect(search('beta rosso')).toEqual([1, 2]);
    expect(search('blu')).toEqual([0, 2]);
    expect(search('   ')).toBeNull();
  });

  it("reads the model and the short description's own words, as the gateway does", () => {
    const [tshirt, felpa, ...others] = PRODUCTS;
    const described = pkg([{ ...tshirt!, description: 'T-shirt Classic in cotone pettinato' }, { ...felpa!, template: 'Organic' }, ...others]);
    expect(search('organic', described)).toEqual([1]);
    expect(search('cotone', described)).toEqual([0]);
    expect(search('pettinata classic', described)).toEqual([0]);
    // Without them, nothing else names these words.
    expect(search('organic')).toEqual([]);
    expect(search('cotone')).toEqual([]);
  });

  it("finds a word by its start, a joined word however it is typed, and a typo only when nothing matches as typed", () => {
    expect(search('gir')).toEqual([0]);
    expect(search('t shirt')).toEqual([0, 4]);
    expect(search('t-shirt scollo')).toEqual([4]);
    expect(search('feple')).toEqual([1]);
    expect(search('artca')).toEqual([1]);
  });

  it('finds a product by its code or an article code, whole or by their start, and by the digits alone', () => {
    expect(search('ts0001')).toEqual([0]);
    expect(search('TS000')).toEqual([0, 4]);
    expect(search('ts0001-07-m')).toEqual([0]);
    expect(search('ts000107')).toEqual([0]);
    expect(search('0042')).toEqual([1]);
    expect(search('fe0042 felpa')).toEqual([1]);
    expect(search('polo1')).toEqual([2]);
    expect(search('xxl')).toEqual([4]);
    expect(search('gc0100/àb')).toEqual([3]);
    expect(search('0100ab')).toEqual([]);
  });

  it('never finds a code by a typo: one letter away is another article', () => {
    expect(search('ts0003')).toEqual([]);
    expect(search('fe0043')).toEqual([]);
  });

  it('answers the same from a large catalogue, the codes read only for the rows that may hold them', () => {
    const many: FixtureProduct[] = Array.from({ length: 3000 }, (_, k) => {
      const code = `MG${String(k).padStart(4, '0')}`;
      return {
        sku: code,
        name: `Maglia ${k % 2 ? 'Classic' : 'Heavy'} ${k}`,
        category: 'Maglie',
        brand: 'Delta',
        articles: ['S', 'M', 'L'].map((size, i) => ({ sku: `${code}-${i}${k % 7}-${size}`, colour: k % 3 ? 'Nero' : 'Grigio' })),
      };
    });
    const large = pkg(many);
    expect(search('mg0042', large)).toEqual([42]);
    expect(search('mg004', large)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(search('mg0042-00', large)).toEqual([42]);
    expect(search('mg0042-0', large)).toEqual([]);
    expect(search('maglie heavy grigio', large)).toEqual(many.flatMap((_, k) => (k % 2 === 0 && k % 3 === 0 ? [k] : [])));
    expect(search('2999 nero', large)).toEqual([2999]);
  });

  it('ranks as the gateway: an exact code alone first, then whole words, then starts, then by relevance, then the catalogue order', () => {
    const ranked = pkg([
      { sku: 'CM0001', name: 'Camicia Oxford', category: 'Polo', brand: 'Alfa', articles: [{ sku: 'CM0001-S', colour: 'Bianco' }] },
      { sku: 'PS0002', name: 'Polosport Dry', category: 'Sport', brand: 'Alfa', articles: [{ sku: 'PS0002-S', colour: 'Blu' }] },
      { sku: 'PL0003', name: 'Polo piqué', category: 'Maglie', brand: 'Alfa', articles: [{ sku: 'PL0003-S', colour: 'Rosso' }] },
      { sku: 'POLO', name: 'Ricambio bottoni', category: 'Accessori', brand: 'Beta', articles: [{ sku: 'POLO-U', colour: '' }] },
      { sku: 'PL0005', name: 'Polo piqué', category: 'Maglie', brand: 'Alfa', articles: [{ sku: 'PL0005-S', colour: 'Nero' }] },
    ]);
    const ordered = (text: string) => offlineSearch(structuredClone(buildSearchIndex(ranked)), text);
    // The code typed whole; the name's word (weighs 4) before the category's (2); the two equal
    // polo in catalogue order; the start of a longer word last.
    expect(ordered('polo')).toEqual([3, 2, 4, 0, 1]);
    // With another word the exact code ranks as a whole word.
    expect(ordered('polo alfa')).toEqual([2, 4, 0, 1]);
    // Typed as a start, every match ranks alike: by relevance, a code's start weighing most and a
    // longer word's start least.
    expect(ordered('pol')).toEqual([3, 2, 4, 0, 1]);
  });

  it('searches a package from before the ranking in catalogue order within each rank', () => {
    const index = structuredClone(buildSearchIndex(pkg()));
    const old = { sortedWords: index.sortedWords, wordStart: index.wordStart, wordRows: index.wordRows, codeLetters: index.codeLetters, codeText: index.codeText };
    expect(offlineSearch(old, 'blu')).toEqual([0, 2]);
    expect(offlineSearch(old, 't shirt')).toEqual([0, 4]);
  });

  it("reads the product's alternative codes where the package carries them, not its articles' codes, as online", () => {
    const [tshirt, ...others] = PRODUCTS;
    const withCodes = pkg([{ ...tshirt!, alternativeCodes: ['ALT-778'] }, ...others]);
    expect(search('alt778', withCodes)).toEqual([0]);
    expect(search('ts0001', withCodes)).toEqual([0]);
    expect(search('xxl', withCodes)).toEqual([]);
  });

  it("reads an article's code typed whole as its product's code, as online", () => {
    const from = pkg();
    const index = structuredClone(buildSearchIndex(from));
    const skus = from.catalogue.products.sku;
    expect(productCodeForArticle(index, skus, ' ts0001-07-m ')).toBe('TS0001');
    expect(productCodeForArticle(index, skus, 'GC0100/ÀB-L')).toBe('GC0100');
    expect(productCodeForArticle(index, skus, 'ts0001-07')).toBe('ts0001-07');
    expect(productCodeForArticle(index, skus, 'felpa rossa')).toBe('felpa rossa');
    expect(productCodeForArticle(index, skus, null)).toBeNull();
  });
});

