/** mulberry32: a tiny fixed-seed PRNG, so the same seed always yields the same demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one seed, so each (company, product) has its own stream. */
export function seedOf(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 16777619);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** `count` distinct items, in the list's order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((x, y) => x - y)
      .map((i) => items[i] as T);
  }
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
