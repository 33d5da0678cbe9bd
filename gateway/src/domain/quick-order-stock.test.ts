import { describe, expect, it } from 'vitest';
import { rowStock } from './quick-order-stock.ts';

describe('rowStock', () => {
  it.each([
    // TS0009-06-M: no stock, 66 free arrivals: the grid says 'Non disponibile · 66 in arrivo'.
    ['no stock, 66 arriving', 0, 66, 0, 0, { availability: 'NONE', availabilityText: 'Non disponibile', arriving: 66, arrivalsText: '66 in arrivo in 5/7 gg' }],
    ['arrivals partly promised to others', 0, 80, 14, 0, { availability: 'NONE', availabilityText: 'Non disponibile', arriving: 66, arrivalsText: '66 in arrivo in 5/7 gg' }],
    ['stock, nothing arriving', 40, 0, 0, 0, { availability: 'AVAILABLE', availabilityText: '40', arriving: 0, arrivalsText: null }],
    ['last pieces', 4, 0, 0, 0, { availability: 'LAST_PIECES', availabilityText: 'Ultimi 4 pezzi disponibili', arriving: 0, arrivalsText: null }],
    ['one piece', 1, 0, 0, 0, { availability: 'LAST_PIECES', availabilityText: 'Ultimo pezzo disponibile', arriving: 0, arrivalsText: null }],
    ['above 500', 900, 10, 0, 0, { availability: 'AVAILABLE', availabilityText: '500+', arriving: 10, arrivalsText: '10 in arrivo in 5/7 gg' }],
    ['the cart takes stock first', 10, 20, 0, 4, { availability: 'AVAILABLE', availabilityText: '6', arriving: 20, arrivalsText: '20 in arrivo in 5/7 gg' }],
    ['then arrivals', 10, 20, 0, 16, { availability: 'NONE', availabilityText: 'Non disponibile', arriving: 14, arrivalsText: '14 in arrivo in 5/7 gg' }],
    ['all claimed', 10, 20, 0, 40, { availability: 'NONE', availabilityText: 'Non disponibile', arriving: 0, arrivalsText: null }],
    ['negative stock counts as none', -3, 5, 0, 0, { availability: 'NONE', availabilityText: 'Non disponibile', arriving: 5, arrivalsText: '5 in arrivo in 5/7 gg' }],
  ] as const)('%s', (_name, stock, ordered, committed, claimed, expected) => {
    expect(rowStock(stock, ordered, committed, claimed)).toEqual(expected);
  });
});
