import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitLine, type SplitInput } from './order-split.ts';

const line = (over: Partial<SplitInput>): SplitInput => ({
  quantity: 10,
  stock: 0,
  onOrderFromSupplier: 0,
  committedToCustomers: 0,
  printedCatalogue: 1,
  tags: [],
  ...over,
});

describe('splitLine', () => {
  it.each<[string, Partial<SplitInput>, number | null, [number, number, number, number]]>([
    ['all in stock', { stock: 25 }, null, [10, 0, 0, 0]],
    ['stock exactly the quantity', { stock: 10 }, null, [10, 0, 0, 0]],
    ['part in stock, part arriving', { stock: 4, onOrderFromSupplier: 8, committedToCustomers: 5 }, null, [4, 3, 3, 0]],
    ['arrivals cover the rest', { stock: 4, onOrderFromSupplier: 20, committedToCustomers: 0 }, null, [4, 6, 0, 0]],
    ['reservable from the supplier', { stock: 2 }, null, [2, 0, 8, 0]],
    ['PROMEMORIA is not reservable', { stock: 2, tags: ['PROMEMORIA'] }, null, [2, 0, 0, 8]],
    ['outside the printed catalogue: not reservable', { stock: 2, printedCatalogue: 0 }, null, [2, 0, 0, 8]],
    ['unavailable', { stock: 0, printedCatalogue: 0, tags: ['PROMEMORIA'] }, null, [0, 0, 0, 10]],
    ['missing stock counts as 0 by default', { stock: null, printedCatalogue: 0 }, null, [0, 0, 0, 10]],
    ['tenant 2: missing stock counts as 9999', { stock: null, printedCatalogue: 0 }, 9999, [10, 0, 0, 0]],
    ['negative stock ships nothing now', { stock: -5, onOrderFromSupplier: 3, committedToCustomers: 0 }, null, [0, 3, 7, 0]],
    [
      'committed arrivals are not free',
      { stock: 0, onOrderFromSupplier: 3, committedToCustomers: 5, printedCatalogue: 0 },
      null,
      [0, 0, 0, 10],
    ],
    ['quantity 0', { quantity: 0, stock: 5 }, null, [0, 0, 0, 0]],
  ])('%s', (_n, over, def, [qtyOK, qtyArr, qtyPre, qtyNO]) => {
    expect(splitLine(line(over), def)).toEqual({ qtyOK, qtyArr, qtyPre, qtyNO });
  });

  it('the four groups always add up to the quantity, none negative', () => {
    fc.assert(
      fc.property(
        fc.record({
          quantity: fc.nat(1000),
          stock: fc.option(fc.integer({ min: -100, max: 1000 })),
          onOrderFromSupplier: fc.nat(500),
          committedToCustomers: fc.nat(500),
          printedCatalogue: fc.nat(2),
          tags: fc.subarray(['PROMEMORIA', 'OUTLET']),
        }),
        fc.option(fc.constant(9999)),
        (l, def) => {
          const s = splitLine(l, def);
          expect(s.qtyOK + s.qtyArr + s.qtyPre + s.qtyNO).toBe(l.quantity);
          for (const v of Object.values(s)) expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
