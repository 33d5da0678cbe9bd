import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReplyScanner } from './reply-scanner.ts';

/** Scans `json` cut at the given byte positions; returns the streamed elements (parsed) and the other fields. */
function scanInPieces(json: string, cuts: number[]) {
  const bytes = Buffer.from(json);
  const elements: Record<string, unknown[]> = {};
  const scanner = new ReplyScanner({
    streamed: new Set(['items']),
    streamedText: new Set(['itemsNoParsed']),
    onElement: (key, text, index) => {
      (elements[key] ??= []).push(JSON.parse(text));
      expect(elements[key]).toHaveLength(index + 1);
    },
  });
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    scanner.push(bytes.subarray(from, cut));
    from = cut;
  }
  return { elements, fields: scanner.end() };
}

const element = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({
  unit: fc.constantFrom('a', 'è', '€', '"', '\\', '\n', '\u0001', '😀', '[', '}', ',', ' '),
});

describe('ReplyScanner', () => {
  it('hands over every element of the streamed arrays and keeps the other fields, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(element, { maxLength: 6 }),
        fc.array(element, { maxLength: 6 }),
        fc.dictionary(
          fc.constantFrom('Errore', 'personal', 'condizioni', 'x y', 'é"'),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        (items, texts, others, cuts, spaced) => {
          const reply = { ...others, items, itemsNoParsed: JSON.stringify(texts) };
          const json = spaced ? JSON.stringify(reply, null, 2) : JSON.stringify(reply);
          const { elements, fields } = scanInPieces(json, cuts);
          expect(elements.items ?? []).toEqual(JSON.parse(JSON.stringify(items)));
          expect(elements.itemsNoParsed ?? []).toEqual(JSON.parse(JSON.stringify(texts)));
          expect(fields).toEqual(JSON.parse(JSON.stringify(others)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('unescapes strings inside the text array, cut anywhere, \\u escapes included', () => {
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (strings, cuts) => {
          const inner = JSON.stringify(strings).replace(
            /[\u0080-\uffff]/g,
            (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
          );
          const { elements } = scanInPieces(`{"itemsNoParsed":${JSON.stringify(inner)}}`, cuts);
          expect(elements.itemsNoParsed ?? []).toEqual(strings);
        },
      ),
    );
  });

  it('treats a null or empty streamed field as no elements', () => {
    expect(scanInPieces('{"items":null,"itemsNoParsed":"","Errore":"x"}', []).elements).toEqual({});
    expect(scanInPieces('{"items":null,"itemsNoParsed":"","Errore":"x"}', []).fields).toEqual({
      items: null,
      Errore: 'x',
    });
  });

  it.each([
    ['not an object', '[1,2]'],
    ['cut short', '{"items":[{"a":1},'],
    ['a broken text array', '{"itemsNoParsed":"{\\"a\\":1}"}'],
    ['a missing colon', '{"items" [1]}'],
    ['trailing text', '{"a":1} x'],
  ])('refuses %s', (_name, json) => {
    expect(() => scanInPieces(json, [3, 7])).toThrow();
  });
});
