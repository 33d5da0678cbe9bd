import { describe, expect, it } from 'vitest';
import { amountReading, shipmentWithVat, withVat } from './vat-inclusive.ts';

describe('withVat', () => {
  it.each([
    // Company 2's '3,95 € i.i.' is a net 3,24 € with 22 % VAT (3,9528).
    [3.24, 3.95],
    [3.2377, 3.95],
    [12.9, 15.74],
    [1, 1.22],
    [0, 0],
    [64.75, 79.0],
  ])('net %s → %s i.i.', (net, gross) => {
    expect(withVat(net)).toBe(gross);
  });
});

describe('amountReading', () => {
  const line = { customerPrice: 3.24, priceWithVat: 3.95 };
  const cost = { transport: 12.9, cashOnDelivery: 2, handling: 1 };
  it.each([
    ['net company: customerPrice and the tariff as quoted', false, 3.24, cost],
    ['VAT-inclusive company: priceWithVat and the tariff with VAT', true, 3.95, { transport: 15.74, cashOnDelivery: 2.44, handling: 1.22 }],
  ] as const)('%s', (_name, inclusive, unit, shown) => {
    const reading = amountReading(inclusive);
    expect(reading.unit(line)).toBe(unit);
    expect(reading.cost(cost)).toEqual(shown);
  });

  it('never adds VAT twice: the shipping of a free order stays 0', () => {
    expect(shipmentWithVat({ transport: 0, cashOnDelivery: 0, handling: 0 })).toEqual({ transport: 0, cashOnDelivery: 0, handling: 0 });
  });
});
