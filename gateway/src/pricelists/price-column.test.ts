import { describe, expect, it } from 'vitest';
import { priceWording } from './price-column.ts';

describe('priceWording: a price list names its prices as the shop shows them', () => {
  it.each([
    ['net prices (companies 1, 3, 4)', false, 'Prezzo netto', 'Prezzi netti IVA esclusa, validi al 26/11/2026'],
    ["company 2's 'i.i.' prices", true, 'Prezzo i.i.', 'Prezzi IVA inclusa (i.i.), validi al 26/11/2026'],
  ] as const)('%s', (_name, vatInclusive, column, validity) => {
    const w = priceWording(vatInclusive);
    expect(w.column).toBe(column);
    expect(w.validity('26/11/2026')).toBe(validity);
  });
});
