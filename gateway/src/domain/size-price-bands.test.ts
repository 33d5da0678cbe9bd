import { describe, expect, it } from 'vitest';
import { sizePriceBands, type SizePrice } from './size-price-bands.ts';

const sizes = (...pairs: Array<[string, number]>): SizePrice[] => pairs.map(([size, price]) => ({ size, price }));

describe('sizePriceBands', () => {
  it.each([
    ['no sizes', sizes(), []],
    ['one price for every size: nothing to print apart', sizes(['S', 6.35], ['M', 6.35], ['XL', 6.35]), []],
    [
      'an XXL surcharge',
      sizes(['S', 6.35], ['M', 6.35], ['L', 6.35], ['XL', 6.35], ['XXL', 7.35]),
      [{ from: 'S', to: 'XL', price: 6.35 }, { from: 'XXL', to: 'XXL', price: 7.35 }],
    ],
    [
      'XXL and 3XL dearer again',
      sizes(['M', 5], ['L', 5], ['XXL', 6], ['3XL', 7]),
      [{ from: 'M', to: 'L', price: 5 }, { from: 'XXL', to: 'XXL', price: 6 }, { from: '3XL', to: '3XL', price: 7 }],
    ],
    [
      'a size in two colours counts at its lowest price',
      sizes(['S', 6.35], ['XXL', 7.35], ['S', 6.9], ['XXL', 7.1]),
      [{ from: 'S', to: 'S', price: 6.35 }, { from: 'XXL', to: 'XXL', price: 7.1 }],
    ],
    [
      'the same price apart is two bands, not one',
      sizes(['S', 5], ['M', 6], ['L', 5]),
      [{ from: 'S', to: 'S', price: 5 }, { from: 'M', to: 'M', price: 6 }, { from: 'L', to: 'L', price: 5 }],
    ],
  ] as const)('%s', (_name, input, bands) => {
    expect(sizePriceBands(input)).toEqual(bands);
  });
});
