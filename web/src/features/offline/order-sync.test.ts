import { describe, expect, it } from 'vitest';
import { isPending, nextSyncState, stepOf, type SyncEvent, type SyncPriceChange, type SyncState } from './order-sync';

const change: SyncPriceChange = { lineId: 'l1', sku: 'A-M', name: 'Polo', previousUnitPrice: 10, unitPrice: 11 };

function run(events: SyncEvent[], from: SyncState = { kind: 'WAITING' }): SyncState {
  return events.reduce(nextSyncState, from);
}

describe('offline order sync', () => {
  it.each<[string, SyncEvent[], SyncState]>([
    ['a clean send', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'PLACED', orderNumber: '42' }], { kind: 'SENT', orderNumber: '42' }],
    ['a changed price waits for the agent', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [change] }], { kind: 'NEEDS_CONFIRMATION', changes: [change] }],
    ['a confirmed change is placed with the accepted prices', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [change] }, { type: 'CONFIRMED' }], { kind: 'PLACING', acceptedPrices: [change] }],
    ['a price changed again at placement asks again', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'PRICES_CHANGED', changes: [change] }], { kind: 'NEEDS_CONFIRMATION', changes: [change] }],
    ['a drop while filling the cart starts over later', [{ type: 'ONLINE' }, { type: 'CONNECTION_LOST' }], { kind: 'WAITING' }],
    ['a reload while checking starts over later', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'RELOADED' }], { kind: 'WAITING' }],
    ['a drop during orderPlace repeats orderPlace only', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'CONNECTION_LOST' }], { kind: 'PLACING', acceptedPrices: [] }],
    ['a reload during orderPlace repeats orderPlace only', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'RELOADED' }, { type: 'PLACED', orderNumber: '7' }], { kind: 'SENT', orderNumber: '7' }],
    ['a refusal is shown, not retried', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'REFUSED', message: 'Cliente bloccato' }], { kind: 'REFUSED', message: 'Cliente bloccato' }],
    ['a sent order stays sent', [{ type: 'ONLINE' }, { type: 'CART_FILLED' }, { type: 'CHECKED', changes: [] }, { type: 'PLACED', orderNumber: '1' }, { type: 'ONLINE' }, { type: 'RELOADED' }, { type: 'PLACED', orderNumber: '2' }], { kind: 'SENT', orderNumber: '1' }],
    ['events out of turn change nothing', [{ type: 'PLACED', orderNumber: '9' }, { type: 'CART_FILLED' }, { type: 'CONFIRMED' }], { kind: 'WAITING' }],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('names the step to perform in each state', () => {
    expect(stepOf({ kind: 'WAITING' })).toBeNull();
    expect(stepOf({ kind: 'FILLING_CART' })).toBe('FILL_CART');
    expect(stepOf({ kind: 'CHECKING' })).toBe('CHECK');
    expect(stepOf({ kind: 'PLACING', acceptedPrices: [] })).toBe('PLACE');
    expect(stepOf({ kind: 'NEEDS_CONFIRMATION', changes: [change] })).toBeNull();
    expect(isPending({ kind: 'WAITING' })).toBe(true);
    expect(isPending({ kind: 'SENT', orderNumber: '1' })).toBe(false);
    expect(isPending({ kind: 'NEEDS_CONFIRMATION', changes: [] })).toBe(false);
  });
});
