import { describe, expect, it } from 'vitest';
import { JsonArrayBytes } from './json-array-bytes.ts';

const marker = '"m":false';
const texts = ['{"id":1,"m":false}', '{"id":2,"name":"Felpa à zip","m":false}', '{"id":3}'];
const join = (chunks: Buffer[]) => Buffer.concat(chunks).toString();

describe('JsonArrayBytes', () => {
  it('holds the elements as one JSON array', () => {
    const array = JsonArrayBytes.fromTexts(texts, marker);
    expect(JSON.parse(array.bytes.toString())).toEqual(texts.map((t) => JSON.parse(t)));
    expect(array.length).toBe(3);
    expect(array.element(1).toString()).toBe(texts[1]);
    expect(JsonArrayBytes.fromTexts([], marker).bytes.toString()).toBe('[]');
  });

  it('switches the marker of chosen elements only, leaving the array unchanged', () => {
    const array = JsonArrayBytes.fromTexts(texts, marker);
    const parsed = JSON.parse(join(array.chunks([1, 2, 1], '"m":true'))) as Array<{ m?: boolean }>;
    expect(parsed.map((p) => p.m)).toEqual([false, true, undefined]);
    expect(join(array.chunks([], '"m":true'))).toBe(array.bytes.toString());
  });

  it('replaces elements, multi-byte characters included', () => {
    const array = JsonArrayBytes.fromTexts(texts, marker);
    const next = array.replace(new Map([[0, Buffer.from('{"id":1,"name":"più","m":false}')]]));
    expect(JSON.parse(next.bytes.toString())[0]).toEqual({ id: 1, name: 'più', m: false });
    expect(next.element(1).toString()).toBe(texts[1]);
    expect(JSON.parse(join(next.chunks([0], '"m":true')))[0].m).toBe(true);
  });
});
