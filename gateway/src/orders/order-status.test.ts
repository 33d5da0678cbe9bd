import { describe, expect, it } from 'vitest';
import { orderStatusOf } from './order-status.ts';

describe('orderStatusOf', () => {
  it.each([
    ['Ordine ricevuto', 'RECEIVED'],
    ['  ORDINE  RICEVUTO ', 'RECEIVED'],
    ['In lavorazione', 'PROCESSING'],
    ['Parzialmente evaso', 'PROCESSING'],
    ['Evaso', 'FULFILLED'],
    ['Annullato', 'CANCELLED'],
    ['Emessa', 'OTHER'],
    ['', 'OTHER'],
  ] as const)('%j is %s', (state, status) => {
    expect(orderStatusOf(state)).toBe(status);
  });
});
