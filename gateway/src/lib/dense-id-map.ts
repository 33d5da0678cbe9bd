/**
 * A Map for keys that are small whole numbers given out in order (0, 1, 2, …), held in an array.
 *
 * Why: the search engine keeps three maps of one entry per product, keyed by such numbers, and a
 * JavaScript Map grows by copying every entry into a table twice the size: at 100,000 products
 * they all reached 65,536 entries on the same product, which with the snapshot's own maps took
 * 59 ms to add. An array grows by copying pointers only, and a look-up is an index. Iteration
 * follows the keys' order (insertion order when keys are given out in order, as here).
 */
const HOLE: unique symbol = Symbol('hole');

export class DenseIdMap<V> implements Map<number, V> {
  private readonly slots: (V | typeof HOLE)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(key: number): V | undefined {
    const v = this.slots[key];
    return v === HOLE ? undefined : v;
  }

  has(key: number): boolean {
    return Number.isInteger(key) && key >= 0 && key < this.slots.length && this.slots[key] !== HOLE;
  }

  set(key: number, value: V): this {
    if (!Number.isInteger(key) || key < 0 || key > this.slots.length + 1_000_000) throw new RangeError(`not a dense id: ${key}`);
    while (this.slots.length < key) this.slots.push(HOLE);
    if (key === this.slots.length || this.slots[key] === HOLE) this.count += 1;
    this.slots[key] = value;
    return this;
  }

  delete(key: number): boolean {
    if (!this.has(key)) return false;
    this.slots[key] = HOLE;
    this.count -= 1;
    return true;
  }

  clear(): void {
    this.slots.length = 0;
    this.count = 0;
  }

  forEach(callback: (value: V, key: number, map: Map<number, V>) => void, thisArg?: unknown): void {
    for (let k = 0; k < this.slots.length; k++) {
      const v = this.slots[k]!;
      if (v !== HOLE) callback.call(thisArg, v, k, this);
    }
  }

  *entries(): MapIterator<[number, V]> {
    for (let k = 0; k < this.slots.length; k++) {
      const v = this.slots[k]!;
      if (v !== HOLE) yield [k, v];
    }
  }

  *keys(): MapIterator<number> {
    for (const [k] of this.entries()) yield k;
  }

  *values(): MapIterator<V> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[number, V]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return 'DenseIdMap';
  }
}
