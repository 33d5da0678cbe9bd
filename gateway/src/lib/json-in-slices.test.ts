import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonInSlices } from './json-in-slices.ts';
import { slicesOnAOneMsClock, turnsDuring } from './time-slices.fixtures.ts';

describe('jsonInSlices', () => {
  it('writes what JSON.stringify writes, in pieces, with its length in bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const { pieces, bytes } = await jsonInSlices(value);
        expect(pieces.join('')).toBe(JSON.stringify(value));
        expect(bytes).toBe(Buffer.byteLength(JSON.stringify(value)));
      }),
    );
    // Arrays longer than a chunk, members JSON leaves out, and values with their own toJSON.
    const columns = {
      id: Array.from({ length: 5000 }, (_, k) => k),
      name: Array.from({ length: 4097 }, (_, k) => `Felpa "${k}" è\n`),
      tags: Array.from({ length: 2049 }, (_, k) => (k % 3 ? ['a', 'b'] : [])),
      price: [1.5, null, undefined, Number.NaN],
      empty: [],
      skipped: undefined,
      at: new Date(0),
      nested: { a: { b: [{ c: 1 }] } },
    };
    const { pieces, bytes } = await jsonInSlices(columns);
    expect(pieces.join('')).toBe(JSON.stringify(columns));
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(columns)));
    // Handed over in pieces, not as one string.
    expect(pieces.length).toBeGreaterThan(1);
  });

  it('lets requests through while it writes a long array', async () => {
    // A clock that moves 1 ms a look: a slice of 10 ms is about ten chunks.
    const { turns } = await turnsDuring(() => jsonInSlices({ ids: Array.from({ length: 100 * 2048 }, (_, k) => k) }, slicesOnAOneMsClock()));
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
