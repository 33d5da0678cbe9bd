import { describe, expect, it } from 'vitest';
import { assertNoControlCharacters, findControlCharacter, hasControlCharacter } from './input-guards.ts';

describe('control characters', () => {
  it.each([
    ['plain text', 'Maglia blu', false],
    ['tab, line feed and carriage return', 'riga 1\r\n\triga 2', false],
    ['accents and emoji', 'perché 👕', false],
    ['NUL', 'CL001\u0000', true],
    ['bell', 'a\u0007b', true],
    ['escape', '\u001b[31m', true],
    ['DEL', 'a\u007f', true],
  ])('%s', (_name, value, expected) => {
    expect(hasControlCharacter(value)).toBe(expected);
  });

  it('finds them anywhere among the variables and names the path', () => {
    expect(findControlCharacter({ input: { lines: [{ id: '1' }, { id: 'x\u0000' }] } })).toBe('$.input.lines[1].id');
    expect(findControlCharacter({ n: 3, ok: true, s: 'testo', list: ['a', 'b'] })).toBeNull();
  });

  it('throws BAD_USER_INPUT', () => {
    expect(() => assertNoControlCharacters({ u: 'a\u0000' })).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', variable: '$.u' } }));
    expect(() => assertNoControlCharacters(undefined)).not.toThrow();
  });
});
