import { describe, expect, it } from 'vitest';
import { cartLine } from '../cart/cart-lines.fixtures.ts';
import type { AdjustedLine } from '../erp/checkout-models.ts';
import { goodsTotal, unavailableLine, type PricedLine } from './checkout-cart.ts';

const line = (id: string, quantity: number) => cartLine({ cartItemId: id, quantity });

/** A line as the upstream priced it: its unit price and its split [OK, Arr, Pre, NO]. */
function priced(
  customerPrice: number,
  [qtyOK, qtyArr, qtyPre, qtyNO]: [number, number, number, number],
): PricedLine {
  const quantity = qtyOK + qtyArr + qtyPre + qtyNO;
  const adjusted: AdjustedLine = {
    ...unavailableLine(line('l', quantity)),
    split: { qtyOK, qtyArr, qtyPre, qtyNO },
    customerPrice,
  };
  return { cart: line('l', quantity), adjusted, printedCatalogue: 1, cataloguePrice: null };
}

describe('unavailableLine', () => {
  it('leaves a line the upstream did not answer for wholly unavailable and priced zero', () => {
    const left = unavailableLine(line('x', 7));
    expect(left).toMatchObject({
      lineId: 'x',
      articleId: 101,
      split: { qtyOK: 0, qtyArr: 0, qtyPre: 0, qtyNO: 7 },
    });
    expect([left.customerPrice, left.basePrice, left.priceWithVat, ...left.discounts]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('goodsTotal', () => {
  // [lines as (unit price, split), total]
  const table: [string, PricedLine[], number][] = [
    ['no lines', [], 0],
    ['available, arriving and reservable pieces count', [priced(10, [2, 1, 1, 0])], 40],
    ['unavailable pieces count zero', [priced(10, [1, 0, 0, 5])], 10],
    [
      'a line the upstream left out counts zero',
      [{ ...priced(10, [0, 0, 0, 0]), adjusted: unavailableLine(line('l', 3)) }],
      0,
    ],
    // 3 × 1.115 = 3.345 → 3.35 per line, then summed: 6.70, not the 6.69 of the unrounded amounts.
    [
      'each line rounded half-up once, then summed',
      [priced(1.115, [3, 0, 0, 0]), priced(1.115, [3, 0, 0, 0])],
      6.7,
    ],
    ['lines of mixed splits', [priced(7.43, [2, 0, 0, 0]), priced(12.06, [1, 1, 0, 1])], 38.98],
  ];

  it.each(table)('%s', (_name, lines, total) => {
    expect(goodsTotal(lines)).toBe(total);
  });
});
