import { describe, expect, it } from 'vitest';
import { PICKUP_HANDLING } from './checkout.ts';
import { SALES_TERMS, transportForParcels } from './sales-terms.ts';

describe('conditions of sale figures (ordering-and-backoffice.md §9)', () => {
  it.each([
    ['firstParcel', 12.9],
    ['secondParcel', 6],
    ['furtherParcel', 4],
    ['cashOnDelivery', 2],
    ['handling', 1],
    ['pickupHandling', 2],
    ['storageDays', 7],
    ['storageSupplement', 10],
    ['cancellationDays', 15],
    ['cancellationFee', 10],
    ['bouncedChequeFee', 20],
    ['bouncedReceiptFee', 10],
    ['returnDays', 8],
    ['rejectedReturnPercent', 10],
    ['rejectedReturnMinimum', 10],
    ['weightTolerancePercent', 5],
    ['sizeToleranceCm', 2.5],
  ] as const)('%s is %s', (key, value) => {
    expect(SALES_TERMS[key]).toBe(value);
  });

  it('quotes the pickup fee the checkout charges', () => {
    expect(SALES_TERMS.pickupHandling).toBe(PICKUP_HANDLING);
  });

  it.each([
    [0, 0],
    [1, 12.9],
    [2, 18.9],
    [3, 22.9],
    [5, 30.9],
  ])('%i parcels travel for %s €', (parcels, euro) => {
    expect(transportForParcels(parcels)).toBe(euro);
  });
});
