import type { CartLine } from '../domain/cart.ts';

/** A saved cart line for tests: one piece of size S of the white polo, unless told otherwise. */
export function cartLine(over: Partial<CartLine> = {}): CartLine {
  return {
    cartItemId: 'a',
    productId: 10,
    articleId: 101,
    sku: 'POLO-01-S',
    name: 'Polo',
    color: '01-Bianco',
    size: 'S',
    quantity: 1,
    sco1: 0,
    sco2: 0,
    ...over,
  };
}

/** A cart of `count` one-piece lines of distinct products without variations (ids from 1000). */
export const cartOfLines = (count: number): CartLine[] =>
  Array.from({ length: count }, (_, i) =>
    cartLine({
      cartItemId: `l${i}`,
      productId: 1000 + i,
      articleId: 1000 + i,
      sku: '',
      name: '',
      color: null,
      size: null,
    }),
  );
