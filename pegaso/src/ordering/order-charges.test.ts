import { describe, expect, it } from 'vitest';
import type { AdjustedLine } from './adjust.ts';
import { orderCharges, paysCashOnDelivery, sameCharges } from './order-charges.ts';

const line = (qtyOK: number, qtyArr = 0, pricesco = 10): AdjustedLine => ({
  id: 'x', idArt: 1, qty: qtyOK + qtyArr, qtyOK, qtyArr, qtyPre: 0, qtyNO: 0,
  sco1: 0, sco2: 0, sco3: 0, sco4: 0, tipoSconto: 2, priceNoSco: pricesco, pricesco, priceIva: 0, discountBase: pricesco,
});

// The demo's modes: 1 Bonifico, 2 Contrassegno, 3 Ricevuta bancaria (the customers' default).
const payments = [
  { IDModPag: 1, pagCli: false, cashOnDelivery: false },
  { IDModPag: 2, pagCli: false, cashOnDelivery: true },
  { IDModPag: 3, pagCli: true, cashOnDelivery: false },
];

describe('paysCashOnDelivery', () => {
  it.each([
    ['Contrassegno chosen at checkout, default Ricevuta bancaria', 2, true],
    ['Bonifico chosen', 1, false],
    ['nothing chosen: the default (Ricevuta bancaria)', null, false],
    ['a mode the company has not', 9, false],
  ])('%s → %s', (_what, chosen, expected) => {
    expect(paysCashOnDelivery(payments, chosen)).toBe(expected);
  });
  it('nothing chosen, the default is Contrassegno → the fee', () => {
    expect(paysCashOnDelivery([{ IDModPag: 2, pagCli: true, cashOnDelivery: true }], null)).toBe(true);
  });
});

describe('orderCharges', () => {
  const under = 390;
  it.each([
    ['one courier shipment, Contrassegno', [line(20)], 30, null, true, under, [12.9, 2, 1, 0, 0, 0]],
    ['one courier shipment, no collection', [line(20)], 30, null, false, under, [12.9, 0, 1, 0, 0, 0]],
    ['split, courier then pickup: the pickup has only its handling', [line(20, 5)], 30, 34, true, under,
      [12.9, 2, 1, 0, 0, 2]],
    ['split, both by courier', [line(20, 5)], 30, 31, true, under, [12.9, 2, 1, 12.9, 2, 1]],
    ['pieces arriving but no second shipment chosen: none billed', [line(20, 5)], 30, null, false, under,
      [12.9, 0, 1, 0, 0, 0]],
    ['pickup only', [line(20)], 34, null, true, under, [0, 0, 2, 0, 0, 0]],
    ['goods over the threshold: the courier is free', [line(100, 0, 10)], 30, null, true, under, [0, 0, 0, 0, 0, 0]],
  ])('%s', (_what, lines, mode1, mode2, cashOnDelivery, threshold, expected) => {
    expect(orderCharges(lines, { mode1, mode2, cashOnDelivery, threshold })).toEqual(expected);
  });
});

describe('sameCharges', () => {
  it.each([
    [[12.9, 2, 1, 0, 0, 0], [12.9, 2, 1, 0, 0, 0], true],
    [[12.900001, 2, 1], [12.9, 2, 1, 0, 0, 0], true],
    [[0, 0, 0, 0, 0, 0], [12.9, 2, 1, 0, 0, 0], false],
  ])('%j against %j → %s', (sent, billed, expected) => {
    expect(sameCharges(sent, billed)).toBe(expected);
  });
});
