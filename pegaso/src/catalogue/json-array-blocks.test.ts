import { describe, expect, it } from 'vitest';
import { JsonArrayBlocks } from './json-array-blocks.ts';

const marker = '"m":false';
const texts = ['{"id":1,"m":false}', '{"id":2,"name":"Felpa à zip \\"slim\\"","m":false}', '{"id":3}', '{"id":4,"m":false}', '{"id":5,"m":false}'];
const join = (pieces: Iterable<Buffer>) => Buffer.concat([...pieces]).toString();
const parsed = (pieces: Iterable<Buffer>) => JSON.parse(join(pieces)) as Array<{ id: number; m?: boolean; name?: string }>;

describe('JsonArrayBlocks', () => {
  it('writes the elements as one JSON array, block after block', () => {
    for (const blockSize of [1, 2, 3, 5, 100]) {
      const array = JsonArrayBlocks.fromTexts(texts, marker, blockSize);
      expect(join(array.pieces(false))).toBe(`[${texts.join(',')}]`);
      expect(array.length).toBe(5);
      expect(array.element(3).toString()).toBe(texts[3]);
    }
    expect(join(JsonArrayBlocks.fromTexts([], marker, 2).pieces(false))).toBe('[]');
    expect(join(JsonArrayBlocks.fromTexts([], marker, 2).pieces(true))).toBe('"[]"');
  });

  it('writes a JSON string literal of that array when quoted', () => {
    const array = JsonArrayBlocks.fromTexts(texts, marker, 2);
    const literal = join(array.pieces(true));
    expect(literal).toBe(JSON.stringify(`[${texts.join(',')}]`));
    expect(JSON.parse(JSON.parse(literal) as string)[1].name).toBe('Felpa à zip "slim"');
  });

  it('switches the marker of chosen elements only, in either form, leaving the array unchanged', () => {
    const array = JsonArrayBlocks.fromTexts(texts, marker, 2);
    expect(parsed(array.pieces(false, [1, 2, 4, 1], '"m":true')).map((p) => p.m)).toEqual([false, true, undefined, false, true]);
    const quoted = JSON.parse(join(array.pieces(true, [0, 3], '"m":true'))) as string;
    expect((JSON.parse(quoted) as Array<{ m?: boolean }>).map((p) => p.m)).toEqual([true, false, undefined, true, false]);
    expect(join(array.pieces(false))).toBe(`[${texts.join(',')}]`);
  });

  it('replaces elements, multi-byte characters included, rebuilding only their blocks', () => {
    const array = JsonArrayBlocks.fromTexts(texts, marker, 2);
    join(array.pieces(true)); // the quoted form of every block now exists
    const next = array.replace(new Map([[2, '{"id":3,"name":"più","m":false}']]));
    expect(parsed(next.pieces(false))[2]).toEqual({ id: 3, name: 'più', m: false });
    expect(parsed(next.pieces(false, [2], '"m":true'))[2]?.m).toBe(true);
    const quoted = JSON.parse(join(next.pieces(true))) as string;
    expect(JSON.parse(quoted)).toEqual(parsed(next.pieces(false)));
    expect(join(array.pieces(false))).toBe(`[${texts.join(',')}]`);
  });
});
