import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { CatalogueProduct } from '../upstream/types.ts';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

export interface SharedSnapshot {
  loadedAt: number;
  products: CatalogueProduct[];
}

/**
 * Where gateway instances of one company meet to load the catalogue once, not once each: the
 * instance that takes the lead fetches from the upstream and publishes; the others adopt.
 */
export interface SnapshotShare {
  /** loadedAt of the newest published snapshot, 0 when there is none. */
  version(): Promise<number>;
  read(): Promise<SharedSnapshot | null>;
  publish(snapshot: SharedSnapshot): Promise<void>;
  /** Becomes the instance that refreshes now: a release function, or null when another leads. */
  lead(ttlMs: number): Promise<(() => Promise<void>) | null>;
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** The snapshot in Redis, gzipped JSON (a 20,000-product catalogue is tens of megabytes raw). */
export class RedisSnapshotShare implements SnapshotShare {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    /** How long a published snapshot stays: a few refresh periods. */
    private readonly keepMs: number,
  ) {}

  async version(): Promise<number> {
    return Number((await this.redis.get(`${this.key}:version`)) ?? 0);
  }

  async read(): Promise<SharedSnapshot | null> {
    const raw = await this.redis.getBuffer(`${this.key}:data`);
    if (!raw) return null;
    return JSON.parse((await unzip(raw)).toString('utf8')) as SharedSnapshot;
  }

  async publish(snapshot: SharedSnapshot): Promise<void> {
    const data = await zip(Buffer.from(JSON.stringify(snapshot)));
    await this.redis
      .multi()
      .set(`${this.key}:data`, data, 'PX', this.keepMs)
      .set(`${this.key}:version`, String(snapshot.loadedAt), 'PX', this.keepMs)
      .exec();
  }

  async lead(ttlMs: number): Promise<(() => Promise<void>) | null> {
    const lockKey = `${this.key}:refreshing`;
    const token = randomUUID();
    if ((await this.redis.set(lockKey, token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
    return async () => {
      await this.redis.eval(RELEASE, 1, lockKey, token);
    };
  }
}
