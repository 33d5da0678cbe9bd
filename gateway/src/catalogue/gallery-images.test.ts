import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images.ts';

describe('galleryImages', () => {
  it.each<[string, string[], string[], string[], string[]]>([
    ['the colour first, then the others', ['TS0001-2.svg'], ['TS0001-1.svg', 'TS0001-2.svg', 'TS0001-3.svg'], [], ['TS0001-2.svg', 'TS0001-1.svg', 'TS0001-3.svg']],
    ['a colour without pictures shows the product', [], ['A-1.svg', 'A-2.svg'], [], ['A-1.svg', 'A-2.svg']],
    ['a colour picture the product does not list is kept', ['A-4.svg'], ['A-1.svg'], [], ['A-4.svg', 'A-1.svg']],
    ['no pictures at all', [], [], [], []],
    // TS0001: four colours, three product pictures; Sabbia's picture is in every colour's gallery.
    [
      'every colour of the product is in the gallery',
      ['TS0001-1.svg'],
      ['TS0001-3.svg', 'TS0001-1.svg', 'TS0001-2.svg'],
      ['TS0001-1.svg', 'TS0001-2.svg', 'TS0001-3.svg', 'TS0001-4.svg'],
      ['TS0001-1.svg', 'TS0001-3.svg', 'TS0001-2.svg', 'TS0001-4.svg'],
    ],
  ])('%s', (_name, colour, product, others, expected) => {
    expect(galleryImages(colour, product, others)).toEqual(expected);
  });
});
