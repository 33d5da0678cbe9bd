import { describe, expect, it } from 'vitest';
import { amountReading } from '../domain/vat-inclusive.ts';
import { checkoutQuotes } from './checkout-quote.ts';

// The spec's Italian tariff: first parcel 12.90, second 6.00, cash on delivery 2.00, handling 1.00.
const pricing = {
  goods: 100,
  tariff: {
    first: { transport: 12.9, cashOnDelivery: 2, handling: 1 },
    second: { transport: 6, cashOnDelivery: 2, handling: 1 },
  },
  notice: null,
  threshold: 0,
  reading: amountReading(false),
};
const MODES = [30, 31, 33, 34];

describe('checkoutQuotes', () => {
  it('quotes one shipment per mode, and every pair of modes when the rest comes on arrival', () => {
    const quotes = checkoutQuotes(
      pricing,
      ['ALL_TOGETHER', 'AVAILABLE_THEN_ARRIVALS', 'AVAILABLE_THEN_NEXT_ORDER'],
      MODES,
    );
    expect(quotes).toHaveLength(4 + 16 + 4);
    const find = (choice: string, mode: string, second: string | null) =>
      quotes.find(
        (q) => q.receiveChoice === choice && q.shippingModeId === mode && q.secondShippingModeId === second,
      );

    const carrier = find('ALL_TOGETHER', '30', null);
    expect([carrier?.shipping.amount, carrier?.total.amount, carrier?.shipments.length]).toEqual([
      15.9, 115.9, 1,
    ]);
    expect(find('ALL_TOGETHER', '34', null)?.total.amount).toBe(102);
    const split = find('AVAILABLE_THEN_ARRIVALS', '30', '34');
    expect(split?.shipments.map((s) => s.total.amount)).toEqual([15.9, 2]);
    expect(split?.total.amount).toBe(117.9);
    expect(find('AVAILABLE_THEN_NEXT_ORDER', '31', null)?.shipping.amount).toBe(15.9);
  });

  it('says free shipping only beside a shipping of 0', () => {
    const zero = { transport: 0, cashOnDelivery: 0, handling: 0 };
    const reached = { gap: 0, reached: true, text: 'Complimenti! Hai la spedizione gratuita per questo ordine!' };
    const quotes = checkoutQuotes(
      { goods: 675.38, tariff: { first: zero, second: zero }, notice: reached, threshold: 390, reading: amountReading(false) },
      ['ALL_TOGETHER'],
      MODES,
    );
    const byMode = new Map(quotes.map((q) => [q.shippingModeId, q]));
    expect(byMode.get('30')?.shipping.amount).toBe(0);
    expect(byMode.get('30')?.freeShipping?.message).toBe(reached.text);
    // A pickup on site pays its 2,00 € handling: no 'free shipping' beside it.
    expect(byMode.get('34')?.shipping.amount).toBe(2);
    expect(byMode.get('34')?.freeShipping).toBeNull();
  });

  it('shows a VAT-inclusive company its shipping with VAT: goods i.i. plus costs i.i.', () => {
    const quotes = checkoutQuotes({ ...pricing, goods: 79, reading: amountReading(true) }, ['ALL_TOGETHER'], MODES);
    const carrier = quotes.find((q) => q.shippingModeId === '30');
    // 12,90 + 2,00 + 1,00 net = 15,74 + 2,44 + 1,22 i.i.
    expect([carrier?.shipping.amount, carrier?.total.amount]).toEqual([19.4, 98.4]);
    expect(quotes.find((q) => q.shippingModeId === '34')?.shipping.amount).toBe(2.44);
  });

  it('quotes nothing when prices are hidden', () => {
    expect(checkoutQuotes(null, ['ALL_TOGETHER'], MODES)).toEqual([]);
  });
});
