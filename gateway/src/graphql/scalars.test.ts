import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DateScalar, isIsoDate } from './scalars.ts';

describe('isIsoDate', () => {
  it.each([
    ['2026-03-17', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['9999-99-99', false],
    ['2026-3-17', false],
    ['17/03/2026', false],
    ['2026-03-17T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('DateScalar', () => {
  it('refuses impossible days as BAD_USER_INPUT, from variables and literals', () => {
    expect(() => DateScalar.parseValue('9999-99-99')).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    expect(() => DateScalar.parseValue(20260317)).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow(/Data non valida/);
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '2026-03-17' })).toBe('2026-03-17');
  });
});
