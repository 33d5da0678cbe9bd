/**
 * A Map whose entries are held in several smaller maps (shards), chosen by the key.
 *
 * Why: a JavaScript Map grows by copying every entry into a table twice the size. The catalogue's
 * snapshot and its search index each keep maps of one entry per product, and they all reach
 * 65,536 entries at the same product: at 100,000 products that one product took 59 ms to add,
 * a stall of the event loop on its own. Shards of a sixteenth reach their limits at different
 * products, each copying a sixteenth, so that no product pays for all of them. It behaves as a
 * Map (entries in insertion order within a shard, not across shards).
 */
const SHARDS = 16;

function shardOf(key: unknown): number {
  if (typeof key === 'number') return (key | 0) & (SHARDS - 1);
  // The first letter and the last: a digest in base64 ends with its padding, a code often starts as its neighbours do.
  if (typeof key === 'string') return key.length === 0 ? 0 : (key.charCodeAt(0) + key.charCodeAt(key.length - 1)) & (SHARDS - 1);
  return 0;
}

export class SpreadMap<K, V> implements Map<K, V> {
  private readonly shards: (Map<K, V> | undefined)[] = new Array(SHARDS);
  private count = 0;

  constructor(entries?: Iterable<readonly [K, V]>) {
    if (entries) for (const [k, v] of entries) this.set(k, v);
  }

  get size(): number {
    return this.count;
  }

  get(key: K): V | undefined {
    return this.shards[shardOf(key)]?.get(key);
  }

  has(key: K): boolean {
    return this.shards[shardOf(key)]?.has(key) ?? false;
  }

  set(key: K, value: V): this {
    const k = shardOf(key);
    const shard = (this.shards[k] ??= new Map());
    const before = shard.size;
    shard.set(key, value);
    this.count += shard.size - before;
    return this;
  }

  delete(key: K): boolean {
    const shard = this.shards[shardOf(key)];
    if (!shard?.delete(key)) return false;
    this.count -= 1;
    return true;
  }

  clear(): void {
    this.shards.fill(undefined);
    this.count = 0;
  }

  forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const shard of this.shards) shard?.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  *entries(): MapIterator<[K, V]> {
    for (const shard of this.shards) if (shard) yield* shard.entries();
  }

  *keys(): MapIterator<K> {
    for (const shard of this.shards) if (shard) yield* shard.keys();
  }

  *values(): MapIterator<V> {
    for (const shard of this.shards) if (shard) yield* shard.values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return 'SpreadMap';
  }
}
