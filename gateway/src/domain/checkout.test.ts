import { describe, expect, it } from 'vitest';
import {
  costForMode,
  groupLineTotal,
  orderQuote,
  shipmentCosts,
  receiveChoices,
  validateOrderChoices,
  waitForArrivalsCode,
  type CheckoutRules,
  type OrderChoices,
} from './checkout.ts';

const split = (qtyOK: number, qtyArr: number, qtyPre: number, qtyNO: number) => ({
  qtyOK,
  qtyArr,
  qtyPre,
  qtyNO,
});

describe('receiveChoices', () => {
  it.each([
    ['everything available', [split(3, 0, 0, 0)], ['ALL_TOGETHER']],
    ['only unavailable pieces besides', [split(3, 0, 0, 2)], ['ALL_TOGETHER']],
    [
      'available and arriving',
      [split(3, 2, 0, 0)],
      ['ALL_TOGETHER', 'AVAILABLE_THEN_ARRIVALS', 'AVAILABLE_THEN_NEXT_ORDER'],
    ],
    ['nothing available now', [split(0, 2, 0, 0), split(0, 0, 4, 0)], ['ARRIVALS_ONLY', 'NEXT_ORDER_ONLY']],
  ])('%s', (_name, splits, expected) => {
    expect(receiveChoices(splits)).toEqual(expected);
  });
});

describe('prices and costs', () => {
  it('prices unavailable pieces zero and rounds each group line once', () => {
    expect(groupLineTotal(3.335, 3, 'AVAILABLE')).toBe(10.01);
    expect(groupLineTotal(3.335, 3, 'UNAVAILABLE')).toBe(0);
  });

  it('charges a pickup on site only the pickup handling fee', () => {
    const carrier = { transport: 12.9, cashOnDelivery: 2, handling: 1 };
    expect(costForMode(carrier, 34)).toEqual({ transport: 0, cashOnDelivery: 0, handling: 2 });
    expect(costForMode(carrier, 31)).toBe(carrier);
  });

  // The spec's Italian tariff: first parcel 12.90, second 6.00, cash on delivery 2.00, handling 1.00.
  const tariff = {
    first: { transport: 12.9, cashOnDelivery: 2, handling: 1 },
    second: { transport: 6, cashOnDelivery: 2, handling: 1 },
  };
  it.each([
    ['one carrier shipment', 'ALL_TOGETHER', 30, 31, 15.9, 0],
    ['pickup on site', 'ALL_TOGETHER', 34, null, 2, 0],
    ['the rest on arrival by carrier', 'AVAILABLE_THEN_ARRIVALS', 30, 30, 15.9, 9],
    ['now by carrier, the rest picked up', 'AVAILABLE_THEN_ARRIVALS', 30, 34, 15.9, 2],
    ['the rest with the next order', 'AVAILABLE_THEN_NEXT_ORDER', 30, 30, 15.9, 0],
  ] as const)('costs %s', (_name, choice, mode, second, firstTotal, secondTotal) => {
    const [a, b] = shipmentCosts(tariff, choice, mode, second);
    expect(orderQuote(0, [a]).shipping).toBe(firstTotal);
    expect(orderQuote(0, [b]).shipping).toBe(secondTotal);
  });

  it('quotes goods plus shipping, rounding the sum once', () => {
    expect(orderQuote(100.1, [tariff.first, tariff.second])).toEqual({ goods: 100.1, shipping: 24.9, total: 125 });
    expect(orderQuote(0.005, [])).toEqual({ goods: 0.005, shipping: 0, total: 0.01 });
  });

  it.each([
    ['ALL_TOGETHER', true, 1],
    ['AVAILABLE_THEN_ARRIVALS', true, 2],
    ['AVAILABLE_THEN_NEXT_ORDER', true, 3],
    ['ALL_TOGETHER', false, 0],
  ] as const)('AttendiInArrivo of %s (pending %s) is %i', (choice, pending, code) => {
    expect(waitForArrivalsCode(choice, pending)).toBe(code);
  });
});

describe('validateOrderChoices', () => {
  const rules: CheckoutRules = {
    offeredChoices: ['ALL_TOGETHER', 'AVAILABLE_THEN_ARRIVALS', 'AVAILABLE_THEN_NEXT_ORDER'],
    shippingModeIds: [30, 31, 33, 34],
    paymentModeIds: [1, 2],
    paymentModeRequired: false,
    pickupDateValid: (d) => d === '2030-03-12',
  };
  const ok: OrderChoices = {
    receiveChoice: 'ALL_TOGETHER',
    shippingModeId: 30,
    secondShippingModeId: null,
    paymentModeId: null,
    pickupDate: null,
  };
  const messages = (c: Partial<OrderChoices>, r: Partial<CheckoutRules> = {}) =>
    validateOrderChoices({ ...ok, ...c }, { ...rules, ...r }).map((e) => [e.field.at(-1), e.message]);
  const menu = 'Selezionare un valore consentito dal menu a tendina';
  const date = 'Selezionare una data valida per il ritiro';

  it.each<[string, Partial<OrderChoices>, Partial<CheckoutRules>, Array<[string, string]>]>([
    ['a complete order', {}, {}, []],
    ['no delivery mode', { shippingModeId: null }, {}, [['shippingModeId', menu]]],
    ['a delivery mode not offered', { shippingModeId: 99 }, {}, [['shippingModeId', menu]]],
    [
      'a split without second mode',
      { receiveChoice: 'AVAILABLE_THEN_ARRIVALS' },
      {},
      [['secondShippingModeId', menu]],
    ],
    ['a choice not offered', { receiveChoice: 'ARRIVALS_ONLY' }, {}, [['receiveChoice', menu]]],
    ['payment required and missing', {}, { paymentModeRequired: true }, [['paymentModeId', menu]]],
    ['a payment mode not offered', { paymentModeId: 7 }, {}, [['paymentModeId', menu]]],
    ['pickup without date', { shippingModeId: 34 }, {}, [['pickupDate', date]]],
    [
      'pickup on an invalid date',
      { shippingModeId: 34, pickupDate: '2030-03-10' },
      {},
      [['pickupDate', date]],
    ],
    ['pickup on a valid date', { shippingModeId: 34, pickupDate: '2030-03-12' }, {}, []],
    [
      'pickup as second shipment',
      { receiveChoice: 'AVAILABLE_THEN_ARRIVALS', secondShippingModeId: 34 },
      {},
      [['pickupDate', date]],
    ],
  ])('%s', (_name, choices, overrides, expected) => {
    expect(messages(choices, overrides)).toEqual(expected);
  });
});
