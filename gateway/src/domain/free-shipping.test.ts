import { describe, expect, it } from 'vitest';
import type { CarrierTariff } from './checkout.ts';
import { checkoutFreeShipping, freeShippingDisagreement, quoteFreeShipping, quotedFree } from './free-shipping.ts';

const REACHED = { gap: 0, reached: true, text: 'Complimenti! Hai la spedizione gratuita per questo ordine!' };
const charged: CarrierTariff = {
  first: { transport: 12.9, cashOnDelivery: 0, handling: 1 },
  second: { transport: 0, cashOnDelivery: 0, handling: 0 },
};
const free: CarrierTariff = {
  first: { transport: 0, cashOnDelivery: 0, handling: 0 },
  second: { transport: 0, cashOnDelivery: 0, handling: 0 },
};

describe('quotedFree', () => {
  it.each([
    ['675,38 € quoted with no shipping', 675.38, free, true],
    ['675,38 € charged 13,90 €', 675.38, charged, false],
    ['a second shipment still charged', 675.38, { ...free, second: { transport: 12.9, cashOnDelivery: 0, handling: 1 } }, false],
    ['nothing to ship is not free shipping', 0, free, false],
  ] as const)('%s', (_name, goods, tariff, expected) => {
    expect(quotedFree(goods, tariff)).toBe(expected);
  });
});

describe('checkoutFreeShipping', () => {
  it.each([
    ['the ERP quotes 0: the message', 675.38, 390, true, REACHED],
    ['CL002 4.892,73 € quoted 0', 4892.73, 390, true, REACHED],
    // The issue: 675,38 € charged 13,90 € under the message. The ERP charges: no promise.
    ['over the shop threshold but the ERP charges', 675.38, 390, false, null],
    ['under it: the gap', 300, 390, false, { gap: 90, reached: false, text: 'Aggiungi altri 90,00 € per la spedizione gratuita' }],
    ['under the shop threshold, the ERP gives it anyway', 300, 390, true, REACHED],
    ['no threshold: no notice', 675.38, 0, false, null],
  ] as const)('%s', (_name, goods, threshold, erpFree, expected) => {
    expect(checkoutFreeShipping(goods, threshold, erpFree)).toEqual(expected);
  });
});

describe('quoteFreeShipping', () => {
  const gap = { gap: 90, reached: false, text: 'Aggiungi altri 90,00 € per la spedizione gratuita' };
  it.each([
    ['free order, courier: 0', REACHED, 0, REACHED],
    ['free order, pickup pays 2,00 € handling', REACHED, 2, null],
    ['under the threshold: the gap whatever the mode', gap, 13.9, gap],
    ['no notice', null, 13.9, null],
  ] as const)('%s', (_name, notice, shipping, expected) => {
    expect(quoteFreeShipping(notice, shipping)).toEqual(expected);
  });
});

describe('freeShippingDisagreement', () => {
  it.each([
    ['both free', 675.38, 390, true, null],
    ['both charged', 300, 390, false, null],
    ['shop says free, ERP charges', 675.38, 390, false, { goods: 675.38, threshold: 390, expectedFree: true, quotedFree: false }],
    ['shop says 400, ERP gives it at 390', 395, 400, true, { goods: 395, threshold: 400, expectedFree: false, quotedFree: true }],
    ['no threshold, ERP charges', 675.38, 0, false, null],
  ] as const)('%s', (_name, goods, threshold, erpFree, expected) => {
    expect(freeShippingDisagreement(goods, threshold, erpFree)).toEqual(expected);
  });
});
