import { describe, expect, it } from 'vitest';
import { priceChanged, priceChanges, unconfirmedChanges, type PricedCheckoutLine } from './price-check.ts';

const line = (over: Partial<PricedCheckoutLine>): PricedCheckoutLine => ({
  lineId: 'l1',
  articleId: 1_000_100,
  erpUnitPrice: 12.06,
  catalogueUnitPrice: 12.06,
  suppliedPieces: 1,
  ...over,
});

describe('priceChanged', () => {
  it.each([
    ['the same price', 12.06, 12.06, false],
    ['the issue: 12.06 shown, 15.08 charged', 15.08, 12.06, true],
    ['a lower ERP price is a change too', 6.69, 7.43, true],
    ['below a cent after rounding is no change (5.662 vs 5.66)', 5.662, 5.66, false],
    ['half a cent rounds up (1.005 → 1.01 vs 1.00)', 1.005, 1, true],
    ['no catalogue price: nothing to compare', 15.08, null, false],
    ['a non-numeric catalogue price: nothing to compare', 15.08, Number.NaN, false],
  ] as const)('%s', (_name, erp, catalogue, changed) => {
    expect(priceChanged(erp, catalogue)).toBe(changed);
  });
});

describe('priceChanges', () => {
  it('lists the changed lines with both prices, in cart order', () => {
    const changes = priceChanges([
      line({ lineId: 'a', erpUnitPrice: 15.08, catalogueUnitPrice: 12.06 }),
      line({ lineId: 'b' }),
      line({ lineId: 'c', articleId: 6, erpUnitPrice: 1.11, catalogueUnitPrice: 1.17 }),
    ]);
    expect(changes).toEqual([
      { lineId: 'a', articleId: 1_000_100, previousUnitPrice: 12.06, unitPrice: 15.08 },
      { lineId: 'c', articleId: 6, previousUnitPrice: 1.17, unitPrice: 1.11 },
    ]);
  });

  it('leaves out lines that supply nothing (priced zero) and lines without a catalogue price', () => {
    expect(
      priceChanges([
        line({ erpUnitPrice: 0, suppliedPieces: 0 }),
        line({ lineId: 'gone', erpUnitPrice: 9, catalogueUnitPrice: null }),
      ]),
    ).toEqual([]);
  });
});

describe('unconfirmedChanges', () => {
  const changes = priceChanges([
    line({ lineId: 'a', erpUnitPrice: 15.08, catalogueUnitPrice: 12.06 }),
    line({ lineId: 'c', erpUnitPrice: 1.11, catalogueUnitPrice: 1.17 }),
  ]);

  it.each([
    ['nothing accepted: every change', [], ['a', 'c']],
    ['every current price accepted: none', [{ lineId: 'a', unitPrice: 15.08 }, { lineId: 'c', unitPrice: 1.11 }], []],
    ['one accepted: the other', [{ lineId: 'a', unitPrice: 15.08 }], ['c']],
    ['a price that changed again after the confirmation', [{ lineId: 'a', unitPrice: 14.5 }, { lineId: 'c', unitPrice: 1.11 }], ['a']],
    ['accepting the old price is no confirmation', [{ lineId: 'a', unitPrice: 12.06 }, { lineId: 'c', unitPrice: 1.11 }], ['a']],
    ['an accepted amount is compared to the cent', [{ lineId: 'a', unitPrice: 15.0800001 }, { lineId: 'c', unitPrice: 1.11 }], []],
    ['an unknown line accepts nothing', [{ lineId: 'x', unitPrice: 15.08 }], ['a', 'c']],
  ] as const)('%s', (_name, accepted, left) => {
    expect(unconfirmedChanges(changes, accepted).map((c) => c.lineId)).toEqual(left);
  });

  it('no changes need no confirmation', () => {
    expect(unconfirmedChanges([], [])).toEqual([]);
  });
});
