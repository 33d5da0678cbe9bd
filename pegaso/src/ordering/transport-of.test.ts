import { describe, expect, it } from 'vitest';
import { transportOf } from './transport-of.ts';

const names = [
  { id: 30, Des: 'Corriere espresso' },
  { id: 34, Des: 'Ritiro in sede' },
];

describe('transportOf', () => {
  it.each([
    ['one courier shipment', 30, null, 'Corriere espresso'],
    ['courier, then the arrivals picked up', 30, 34, 'Corriere espresso / Ritiro in sede'],
    ['pickup, then the arrivals by courier', 34, 30, 'Ritiro in sede / Corriere espresso'],
    ['modes no longer named', 99, 34, 'CORRIERE / Ritiro in sede'],
  ])('%s → %s', (_what, mode1, mode2, expected) => {
    expect(transportOf(mode1, mode2, names)).toBe(expected);
  });
});
