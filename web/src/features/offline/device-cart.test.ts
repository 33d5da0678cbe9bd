import { describe, expect, it } from 'vitest';
import { addToCart, decreaseLine, removeLine, setLineQuantity, type DeviceCartLine } from './device-cart';

// Articles 11 and 12 of product 1 (10 and 3 may be ordered), product 2 without variations (5).
const ORDERABLE = new Map([
  [11, 10],
  [12, 3],
  [2, 5],
]);
const orderableOf = (id: number) => ORDERABLE.get(id) ?? null;
const line = (articleId: number, quantity: number, productId = 1): DeviceCartLine => ({ productId, articleId, quantity });

describe('adding to the device cart', () => {
  it.each([
    { case: 'a new line', cart: [], add: [{ productId: 1, articleId: 11, quantity: 4 }], lines: [line(11, 4)], added: 4, clipped: [] },
    { case: 'onto the article already in the cart', cart: [line(11, 4)], add: [{ productId: 1, articleId: 11, quantity: 2 }], lines: [line(11, 6)], added: 6 - 4, clipped: [] },
    {
      case: 'clipped to what is left of the article',
      cart: [line(12, 2)],
      add: [{ productId: 1, articleId: 12, quantity: 5 }],
      lines: [line(12, 3)],
      added: 1,
      clipped: [{ productId: 1, articleId: 12, requested: 5, added: 1 }],
    },
    {
      case: 'nothing left: nothing added, said',
      cart: [line(12, 3)],
      add: [{ productId: 1, articleId: 12, quantity: 1 }],
      lines: [line(12, 3)],
      added: 0,
      clipped: [{ productId: 1, articleId: 12, requested: 1, added: 0 }],
    },
    { case: 'a product without variations is its own article', cart: [], add: [{ productId: 2, articleId: null, quantity: 2 }], lines: [line(2, 2, 2)], added: 2, clipped: [] },
    {
      case: 'a grid: empty and invalid cells skipped, lines in the order added',
      cart: [],
      add: [
        { productId: 1, articleId: 12, quantity: 1 },
        { productId: 1, articleId: 11, quantity: 0 },
        { productId: 1, articleId: 11, quantity: 2.5 },
        { productId: 1, articleId: 11, quantity: 2 },
      ],
      lines: [line(12, 1), line(11, 2)],
      added: 3,
      clipped: [],
    },
    {
      case: 'an article the package no longer has',
      cart: [],
      add: [{ productId: 9, articleId: 99, quantity: 1 }],
      lines: [],
      added: 0,
      clipped: [{ productId: 9, articleId: 99, requested: 1, added: 0 }],
    },
  ])('$case', ({ cart, add, lines, added, clipped }) => {
    const result = addToCart(cart, add, orderableOf);
    expect(result.lines).toEqual(lines);
    expect(result.added).toBe(added);
    expect(result.clipped).toEqual(clipped);
  });
});

describe('changing a line of the device cart', () => {
  it.each([
    { case: 'within what may be ordered', cart: [line(11, 1)], id: 11, quantity: 7, result: { lines: [line(11, 7)], clipped: null } },
    { case: 'clipped', cart: [line(12, 1)], id: 12, quantity: 9, result: { lines: [line(12, 3)], clipped: { requested: 9, added: 3 } } },
    { case: 'not a whole positive number', cart: [line(11, 1)], id: 11, quantity: 0, result: null },
    { case: 'a line not in the cart', cart: [line(11, 1)], id: 12, quantity: 1, result: null },
  ])('$case', ({ cart, id, quantity, result }) => {
    expect(setLineQuantity(cart, id, quantity, orderableOf)).toEqual(result);
  });

  it('decreases by one piece and removes the line at the last', () => {
    expect(decreaseLine([line(11, 2), line(12, 1)], 11)).toEqual([line(11, 1), line(12, 1)]);
    expect(decreaseLine([line(11, 2), line(12, 1)], 12)).toEqual([line(11, 2)]);
    expect(removeLine([line(11, 2), line(12, 1)], 11)).toEqual([line(12, 1)]);
  });
});
