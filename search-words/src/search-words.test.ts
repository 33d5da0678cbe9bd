import { describe, expect, it } from 'vitest';
import { catalogueWords, descriptionWords, foldText, queryWords, stem, typoAllowance, typos, withinTypos } from './search-words.ts';

describe('stem: Italian singular and plural meet', () => {
  it.each([
    ['felpa', 'felp'], ['felpe', 'felp'], ['nero', 'ner'], ['nera', 'ner'], ['neri', 'ner'], ['nere', 'ner'],
    ['giacca', 'giacc'], ['giacche', 'giacc'], ['bianco', 'bianc'], ['bianchi', 'bianc'],
    ['cappello', 'cappell'], ['cappelli', 'cappell'], ['pantalone', 'pantalon'], ['pantaloni', 'pantalon'],
    ['camicia', 'camici'], ['camicie', 'camici'], ['urban', 'urban'], ['blu', 'blu'], ['polo', 'pol'],
    ['fe0042', 'fe0042'], ['0042', '0042'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('catalogueWords: hyphens, spacing and codes', () => {
  it.each<[string, boolean, string[]]>([
    ['T-Shirt girocollo', false, ['t', 'shirt', 'tshirt', 'girocollo']],
    ['Novità ECO', false, ['novita', 'eco']],
    ["Sol's", false, ['sol', 's', 'sols']],
    ['FE0042', true, ['fe0042', '0042']],
    ['12345 FE-42', true, ['12345', 'fe', '42', 'fe42']],
  ])('%s (codes %s) → %j', (text, codes, expected) => {
    expect(catalogueWords(text, codes)).toEqual(expected);
  });
});

describe('descriptionWords: what the description adds to the other fields', () => {
  it.each<[string, string, string[]]>([
    ['T-shirt girocollo Fruit of the Loom, 65% poliestere 35% cotone, 160 g/m².', 'T-shirt girocollo Classic 160 Fruit of the Loom Classic',
      ['poliestere', 'cotone']],
    ['Felpe con cappuccio, cotone organic.', 'Felpa cappuccio Nero', ['con', 'cotone', 'organic']],
    ['Zaino B&C, 100% cotone, cotone riciclato.', 'Zaino Heavy B&C Heavy', ['cotone', 'riciclato']],
    ['', 'Penna', []],
  ])('%j beside %j → %j', (description, named, expected) => {
    expect(descriptionWords(description, named)).toEqual(expected);
  });
});

describe('queryWords: what the buyer typed', () => {
  it.each<[string, string[]]>([
    ['Felpe', ['felp']],
    ['  felpa   NERA ', ['felp', 'ner']],
    ['t-shirt', ['tshirt']],
    ['T-SHIRT', ['tshirt']],
    ['tshirt', ['tshirt']],
    ['t shirt', ['t', 'shirt']],
    ['FÉLPA', ['felp']],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(queryWords(text).map((w) => w.stem)).toEqual(expected);
  });
});

describe('typos', () => {
  it.each<[number, number]>([[3, 0], [4, 0], [5, 1], [8, 1], [9, 2], [14, 2]])('%i letters allow %i', (length, allowed) => {
    expect(typoAllowance(length)).toBe(allowed);
  });

  it.each<[string, string, number]>([
    ['felp', 'felp', 0], ['fepl', 'felp', 1], ['urbn', 'urban', 1], ['felp', 'help', 1], ['premiun', 'premium', 1],
    ['pantaloon', 'pantalon', 1], ['ab', 'ba', 1], ['abc', '', 3],
  ])('%s ↔ %s: %i', (a, b, expected) => {
    expect(typos(a, b)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['feple', 'felp', true], // two letters swapped in a five-letter word
    ['urbn', 'urban', true], // a letter left out of a five-letter word
    ['nrea', 'ner', false], // four letters typed, three in the stem: no typo allowed
    ['camcia', 'camici', true],
    ['pantalni', 'pantalon', true],
    ['pntaloni', 'pantalon', true],
    ['pntlni', 'pantalon', false], // two typos in a word under nine letters
    ['maglietta', 'maglitta', true],
  ])('%s may be %s: %s', (typed, catalogueStem, expected) => {
    expect(withinTypos(queryWords(typed)[0]!, catalogueStem)).toBe(expected);
  });
});

it('foldText drops case and accents', () => {
  expect(foldText('Perché NOVITÀ')).toBe('perche novita');
});
