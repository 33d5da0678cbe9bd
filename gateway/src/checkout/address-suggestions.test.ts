import { describe, expect, it } from 'vitest';
import { localityMatches } from './address-suggestions.ts';

describe('localityMatches', () => {
  const salerno = { name: 'Salerno', postcode: '84122' };
  it.each([
    ['salern', true],
    ['841', true],
    ['Via Irno 18, Salerno', true],
    ['via irno 18 84122', true],
    ['Via Roma 3', false],
    ['Napoli', false],
  ])('%s → %s', (query, expected) => {
    expect(localityMatches(salerno, query)).toBe(expected);
  });
});
