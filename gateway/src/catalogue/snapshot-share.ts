import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { CatalogueProduct } from '../erp/models.ts';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/**
 * Where gateway instances of one company meet to load the catalogue once, not once each: the
 * instance that takes the lead fetches from the upstream and publishes; the others adopt.
 */
export interface SnapshotShare {
  /** loadedAt of the newest published snapshot, 0 when there is none. */
  version(): Promise<number>;
  /** Hands the newest snapshot's products over in order; its loadedAt, or null when there is none (whole). */
  read(onProduct: (product: CatalogueProduct) => void): Promise<number | null>;
  publish(loadedAt: number, products: readonly CatalogueProduct[]): Promise<void>;
  /** Becomes the instance that refreshes now: a release function, or null when another leads. */
  lead(ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** Whether an instance is loading now (it holds the lead). */
  leading(): Promise<boolean>;
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Products per block: a block is serialised, compressed and parsed in one go, so it is kept
 * small enough (a few megabytes of JSON) not to hold an instance's event loop for long.
 */
export const BLOCK_PRODUCTS = 500;

/**
 * The stored shape of a product (CatalogueProduct as JSON), part of every key. Bump it whenever
 * the model's fields change (2: the shop's names in place of the ERP's): a snapshot an older
 * release published is then never read as the new shape, and while both releases run each loads
 * and shares its own.
 */
export const STORED_SHAPE = 2;

/**
 * The snapshot in Redis as gzipped JSON blocks of products under a key per version, the version
 * key (loadedAt and block count) written last: a reader sees a whole snapshot or none.
 */
export class RedisSnapshotShare implements SnapshotShare {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    key: string,
    /** How long a published snapshot stays: a few refresh periods. */
    private readonly keepMs: number,
  ) {
    this.key = `${key}:shape${STORED_SHAPE}`;
  }

  async version(): Promise<number> {
    return (await this.header())?.loadedAt ?? 0;
  }

  async read(onProduct: (product: CatalogueProduct) => void): Promise<number | null> {
    const header = await this.header();
    if (!header) return null;
    for (let block = 0; block < header.blocks; block++) {
      const raw = await this.redis.getBuffer(this.blockKey(header.loadedAt, block));
      if (!raw) return null;
      for (const p of JSON.parse((await unzip(raw)).toString('utf8')) as CatalogueProduct[]) onProduct(p);
    }
    return header.loadedAt;
  }

  async publish(loadedAt: number, products: readonly CatalogueProduct[]): Promise<void> {
    const blocks = Math.ceil(products.length / BLOCK_PRODUCTS);
    for (let block = 0; block < blocks; block++) {
      const slice = products.slice(block * BLOCK_PRODUCTS, (block + 1) * BLOCK_PRODUCTS);
      const data = await zip(Buffer.from(JSON.stringify(slice)));
      await this.redis.set(this.blockKey(loadedAt, block), data, 'PX', this.keepMs);
    }
    await this.redis.set(`${this.key}:version`, `${loadedAt}:${blocks}`, 'PX', this.keepMs);
  }

  async lead(ttlMs: number): Promise<(() => Promise<void>) | null> {
    const lockKey = `${this.key}:refreshing`;
    const token = randomUUID();
    if ((await this.redis.set(lockKey, token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
    return async () => {
      await this.redis.eval(RELEASE, 1, lockKey, token);
    };
  }

  async leading(): Promise<boolean> {
    return (await this.redis.exists(`${this.key}:refreshing`)) === 1;
  }

  private async header(): Promise<{ loadedAt: number; blocks: number } | null> {
    const [loadedAt, blocks] = ((await this.redis.get(`${this.key}:version`)) ?? '').split(':').map(Number);
    return loadedAt && blocks !== undefined && Number.isInteger(blocks) ? { loadedAt, blocks } : null;
  }

  private blockKey(loadedAt: number, block: number): string {
    return `${this.key}:${loadedAt}:${block}`;
  }
}
