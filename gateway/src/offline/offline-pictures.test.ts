import { describe, expect, it } from 'vitest';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { offlinePictures } from './offline-pictures.ts';

const withImages = (color: string, images: string[], noWeb = false) => ({ ...variation(color, [size({ noWeb })]), images });

describe('offline pictures', () => {
  it('gives each colour its gallery as online, each URL once, the alt text naming the colour that shows it', () => {
    // TS0001-like: three pictures of its own; Sabbia's picture is also the product's first.
    const p = product({
      images: ['T-3.svg', 'T-1.svg', 'T-2.svg'],
      variations: [withImages('SAB-Sabbia', ['T-1.svg']), withImages('NER-Nero', ['T-2.svg']), withImages('BLU-Blu', ['T-4.svg'])],
    });
    const { urls, product: own, colours } = offlinePictures(p);
    expect(urls).toEqual(['T-3.svg', 'T-1.svg', 'T-2.svg', 'T-4.svg'].map(imageUrl));
    expect(own).toEqual([0, 1, 2]);
    expect(colours).toEqual({
      Sabbia: [[1, 'Sabbia'], [0, ''], [2, 'Nero'], [3, 'Blu']],
      Nero: [[2, 'Nero'], [0, ''], [1, 'Sabbia'], [3, 'Blu']],
      Blu: [[3, 'Blu'], [0, ''], [1, 'Sabbia'], [2, 'Nero']],
    });
  });

  it('leaves out a colour the shop never shows, not the pictures it lends the others', () => {
    const p = product({ images: [], variations: [withImages('ROS-Rosso', ['R.svg']), withImages('VER-Verde', ['V.svg'], true)] });
    const { urls, colours } = offlinePictures(p);
    expect(Object.keys(colours)).toEqual(['Rosso']);
    expect(colours.Rosso).toEqual([[0, 'Rosso'], [1, 'Verde']]);
    expect(urls).toEqual(['R.svg', 'V.svg'].map(imageUrl));
  });

  it('gives a product without variations its own pictures only', () => {
    expect(offlinePictures(product({ images: ['A.svg', 'B.svg'] }))).toEqual({
      urls: ['A.svg', 'B.svg'].map(imageUrl),
      product: [0, 1],
      colours: {},
    });
  });
});
