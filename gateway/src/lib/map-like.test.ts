import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DenseIdMap } from './dense-id-map.ts';
import { SpreadMap } from './spread-map.ts';

type Op<K> = { kind: 'set'; key: K; value: number } | { kind: 'delete'; key: K } | { kind: 'clear' };

/** Applies the same operations to a Map and to `other`, and compares every answer a Map gives. */
function sameAsMap<K>(other: Map<K, number>, ops: readonly Op<K>[], probes: readonly K[], ordered: boolean): void {
  const map = new Map<K, number>();
  for (const op of ops) {
    if (op.kind === 'set') expect(other.set(op.key, op.value)).toBe(other);
    if (op.kind === 'set') map.set(op.key, op.value);
    if (op.kind === 'delete') expect(other.delete(op.key)).toBe(map.delete(op.key));
    if (op.kind === 'clear') {
      other.clear();
      map.clear();
    }
    expect(other.size).toBe(map.size);
  }
  for (const key of probes) {
    expect(other.has(key)).toBe(map.has(key));
    expect(other.get(key)).toBe(map.get(key));
  }
  const sorted = <T>(xs: T[]) => (ordered ? xs : [...xs].sort((a, b) => String(a).localeCompare(String(b))));
  expect(sorted([...other.entries()].map(([k, v]) => `${String(k)}=${v}`))).toEqual(sorted([...map.entries()].map(([k, v]) => `${String(k)}=${v}`)));
  expect(sorted([...other.keys()])).toEqual(sorted([...map.keys()]));
  expect(sorted([...other])).toHaveLength(map.size);
  const visited: string[] = [];
  other.forEach((v, k, m) => {
    expect(m).toBe(other);
    visited.push(`${String(k)}=${v}`);
  });
  expect(sorted(visited)).toEqual(sorted([...map].map(([k, v]) => `${String(k)}=${v}`)));
  expect([...other.values()].reduce((a, b) => a + b, 0)).toBe([...map.values()].reduce((a, b) => a + b, 0));
}

const opsOf = <K>(key: fc.Arbitrary<K>) =>
  fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.record({ kind: fc.constant('set' as const), key, value: fc.integer() }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), key }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
    ),
    { maxLength: 300 },
  );

describe('SpreadMap', () => {
  it('answers as a Map for numbers and strings (order aside: entries keep their order within a shard)', () => {
    const number = fc.integer({ min: -50, max: 5000 });
    fc.assert(fc.property(opsOf(number), fc.array(number), (ops, probes) => sameAsMap(new SpreadMap<number, number>(), ops, probes, false)));
    const text = fc.string({ maxLength: 6 });
    fc.assert(fc.property(opsOf(text), fc.array(text), (ops, probes) => sameAsMap(new SpreadMap<string, number>(), ops, probes, false)));
  });

  it('spreads consecutive numbers and sha1 digests over its shards', () => {
    const shardSizes = (map: SpreadMap<unknown, number>) =>
      Array.from((map as unknown as { shards: (Map<unknown, number> | undefined)[] }).shards, (s) => s?.size ?? 0);
    const ids = new SpreadMap<number, number>();
    for (let id = 1000; id < 1000 + 1600; id++) ids.set(id, id);
    expect(shardSizes(ids)).toEqual(new Array(16).fill(100));
    const digests = new SpreadMap<string, number>();
    // As the snapshot keys its products' texts: base64, ending with the same '=' of padding.
    for (let k = 0; k < 1600; k++) digests.set(createHash('sha1').update(String(k)).digest('base64'), k);
    expect(Math.max(...shardSizes(digests))).toBeLessThan(200);
  });
});

describe('DenseIdMap', () => {
  it('answers as a Map, in the same order, for ids given out in order', () => {
    const id = fc.integer({ min: 0, max: 400 });
    fc.assert(
      fc.property(fc.array(id, { maxLength: 300 }), fc.array(id), (deletions, probes) => {
        const added: Op<number>[] = Array.from({ length: 300 }, (_, k) => ({ kind: 'set', key: k, value: k * 3 }));
        sameAsMap(new DenseIdMap<number>(), [...added, ...deletions.map((key) => ({ kind: 'delete' as const, key }))], probes, true);
      }),
    );
    fc.assert(fc.property(opsOf(id), fc.array(id), (ops, probes) => sameAsMap(new DenseIdMap<number>(), ops, probes, false)));
  });

  it('refuses a key that is not a small whole number', () => {
    const map = new DenseIdMap<string>();
    expect(() => map.set(-1, 'a')).toThrow(RangeError);
    expect(() => map.set(1.5, 'a')).toThrow(RangeError);
    expect(() => map.set(10_000_000, 'a')).toThrow(RangeError);
    expect(map.has(-1)).toBe(false);
    expect(map.get(3)).toBeUndefined();
  });
});
