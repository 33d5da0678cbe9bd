import type { Redis } from 'ioredis';

/** A small JSON cache: in process by default, in Redis when instances must agree. */
export interface KvCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryKvCache implements KvCache {
  private readonly map = new Map<string, { until: number; json: string }>();

  constructor(private readonly maxEntries = 20_000) {}

  async get<T>(key: string): Promise<T | undefined> {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return JSON.parse(hit.json) as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value as string);
    // Stored as JSON so that callers never share (and mutate) one object.
    this.map.set(key, { until: Date.now() + ttlMs, json: JSON.stringify(value) });
  }

  async delete(key: string): Promise<void> {
    this.map.delete(key);
  }
}

export class RedisKvCache implements KvCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'shop:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
