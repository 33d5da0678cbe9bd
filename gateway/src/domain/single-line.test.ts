import { describe, expect, it } from 'vitest';
import { singleLine } from './single-line.ts';

describe('singleLine', () => {
  it.each([
    ['a plain subject', 'Richiesta listino', 'Richiesta listino'],
    ['CR LF before a header', 'Subject\r\nBcc: tutti@example.it', 'Subject Bcc: tutti@example.it'],
    ['a bare LF', 'a\nb', 'a b'],
    ['a bare CR', 'a\rb', 'a b'],
    ['several breaks in a row', 'a\r\n\r\nb', 'a b'],
    ['Unicode line and paragraph separators', 'a\u2028b\u2029c\u0085d', 'a b c d'],
    ['a tab stays', 'a\tb', 'a\tb'],
  ])('%s', (_name, text, expected) => {
    expect(singleLine(text)).toBe(expected);
  });
});
