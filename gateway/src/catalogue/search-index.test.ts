import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './product-index.ts';
import { searchProducts } from './search-index.ts';
import { product } from './products.fixtures.ts';

// Positions are ids - 1.
const index = indexCatalogue([
  product({ id: 1, sku: 'FE0042', name: 'Felpa cappuccio', category: 'Felpe', shortDescription: 'Felpa con cappuccio, cotone organic.' }),
  product({ id: 2, sku: 'FE0420', name: 'Felpa organic', category: 'Felpe', shortDescription: 'Felpa, 100% cotone.' }),
  product({ id: 3, sku: 'TS150', name: 'T-shirt FE0042 compatibile', category: 'T-shirt', alternativeCodes: ['ALT-9'] }),
  product({ id: 4, sku: 'TS1500', name: 'T-shirt', category: 'T-shirt', shortDescription: 'T-shirt 160 g/m², jersey.' }),
]);
const ids = (text: string) => searchProducts(index.search, text).map((position) => position + 1);

describe('searchProducts: codes beside the words, the description after the name', () => {
  it.each<[string, string, number[]]>([
    ['a code typed whole comes first, before a name that carries it', 'fe0042', [1, 3]],
    ['a code in lower case, with its letters', 'Ts150', [3, 4]],
    ['the start of a code, and of a word of a name (the name weighs more)', 'fe00', [3, 1]],
    ['the start of codes, not their middle', 'fe04', [2]],
    ['the digits of a code', '0042', [1]],
    ['an alternative code, hyphenated', 'alt-9', [3]],
    ['a code one letter away is another product: no typo on codes (the name is words, typos allowed)', 'fe0043', [3]],
    ['a word of the name before the same word in the description', 'organic', [2, 1]],
    ['a word only the description has (the material)', 'jersey', [4]],
    ['a measure of the description is not a word', '160', []],
    ['a code and a word together', 'fe0042 felpa', [1]],
  ])('%s: %s → %j', (_what, text, expected) => {
    expect(ids(text)).toEqual(expected);
  });
});

it('remembers at most 20 matches a product, however many words are typed', () => {
  const words = Array.from({ length: 30 }, (_, k) => `parola${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`);
  const small = indexCatalogue([1, 2, 3].map((id) => product({ id, sku: `P${id}`, name: words.join(' ') })));
  for (const word of words) expect(searchProducts(small.search, word)).toEqual([0, 1, 2]);
  expect(small.search.remembered).toBeLessThanOrEqual(20 * 3);
  expect(small.search.remembered).toBeGreaterThan(0);
});
