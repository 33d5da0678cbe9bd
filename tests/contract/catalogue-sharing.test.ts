import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { CatalogueStore } from '../../gateway/src/catalogue/catalogue-store.ts';
import { BLOCK_PRODUCTS, RedisSnapshotShare } from '../../gateway/src/catalogue/snapshot-share.ts';
import { product, size, variation } from '../../gateway/src/catalogue/products.fixtures.ts';
import { CatalogueApi } from '../../gateway/src/upstream/catalogue-api.ts';
import { UpstreamHttp } from '../../gateway/src/upstream/http-client.ts';
import type { Credentials } from '../../gateway/src/erp/models.ts';
import { startUpstream } from '../../pegaso/src/index.ts';

/** The real upstream client, counting the catalogue loads it makes. */
class CountingApi extends CatalogueApi {
  loads = 0;
  constructor(readonly connection: UpstreamHttp) {
    super(connection);
  }
  override streamCatalogue(c: Credentials, reader: Parameters<CatalogueApi['streamCatalogue']>[1]) {
    this.loads += 1;
    return super.streamCatalogue(c, reader);
  }
}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let upstream: Awaited<ReturnType<typeof startUpstream>>;
const clients: Redis[] = [];
const apis: CountingApi[] = [];

beforeAll(async () => {
  upstream = await startUpstream({
    port: 0,
    productsPerCompany: 30,
    companies: [1],
    database: process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, schema: `test_${randomBytes(5).toString('hex')}` }
      : { memory: true },
  });
});

afterAll(async () => {
  await Promise.all(apis.map((a) => a.connection.close()));
  await Promise.all(clients.map((c) => c.quit()));
  await upstream.close();
});

/** One gateway instance's catalogue store, sharing through its own Redis connection. */
function instance(key: string, refreshMs: number) {
  const redis = new Redis(redisUrl);
  const api = new CountingApi(new UpstreamHttp(`${upstream.url}/1`, { timeoutMs: 10_000, connections: 2 }));
  clients.push(redis);
  apis.push(api);
  const store = new CatalogueStore(api, {
    refreshMs,
    credentials: { username: '', password: '' },
    log: pino({ level: 'silent' }),
    inMaintenance: () => false,
    share: new RedisSnapshotShare(redis, key, refreshMs * 3),
  });
  return { api, store };
}

describe('catalogue shared between gateway instances through Redis', () => {
  it('is loaded from the upstream once for three instances starting together', async () => {
    const key = `test:catalogue:${randomBytes(4).toString('hex')}`;
    const all = [instance(key, 60_000), instance(key, 60_000), instance(key, 60_000)];
    const snapshots = await Promise.all(all.map((i) => i.store.get()));
    expect(all.reduce((n, i) => n + i.api.loads, 0)).toBe(1);
    expect(snapshots.map((s) => s.products.length)).toEqual([30, 30, 30]);
    expect(new Set(snapshots.map((s) => s.loadedAt)).size).toBe(1);
    expect(snapshots[1]!.index.items.map((i) => i.product.sku)).toEqual(snapshots[0]!.index.items.map((i) => i.product.sku));
    // Adopted whole: descriptions, variations and sizes as the leader loaded them.
    expect(snapshots[1]!.products).toEqual(snapshots[0]!.products);
    expect(snapshots[0]!.products.some((p) => p.fullDescription !== '')).toBe(true);
  });

  it('passes a catalogue of several blocks over whole and in order', async () => {
    const key = `test:catalogue:${randomBytes(4).toString('hex')}`;
    const redis = new Redis(redisUrl);
    clients.push(redis);
    const share = new RedisSnapshotShare(redis, key, 60_000);
    const products = Array.from({ length: BLOCK_PRODUCTS * 2 + 7 }, (_, i) =>
      product({ id: i + 1, sku: `P${i}`, name: `Prodotto ${i} è €`, variations: [variation('01-Bianco', [size({ articleId: 10_000 + i })])] }),
    );
    await share.publish(1234, products);
    const read: unknown[] = [];
    expect(await share.version()).toBe(1234);
    expect(await share.read((p) => read.push(p))).toBe(1234);
    expect(read).toEqual(products);
  });

  it('never reads a snapshot stored in an older shape', async () => {
    const key = `test:catalogue:${randomBytes(4).toString('hex')}`;
    const redis = new Redis(redisUrl);
    clients.push(redis);
    // As the release before the stored shape was part of the key published it: the ERP's names.
    const old = [{ id: 1, sku: 'P1', pricesco: 5, catalogo: 1, variations: [] }];
    await redis.set(`${key}:1234:0`, gzipSync(Buffer.from(JSON.stringify(old))), 'PX', 60_000);
    await redis.set(`${key}:version`, '1234:1', 'PX', 60_000);
    const share = new RedisSnapshotShare(redis, key, 60_000);
    expect(await share.version()).toBe(0);
    expect(await share.read(() => expect.unreachable())).toBeNull();
  });

  it('is refreshed once when the snapshot grows old, the other instance adopting it', async () => {
    const key = `test:catalogue:${randomBytes(4).toString('hex')}`;
    const a = instance(key, 300);
    const b = instance(key, 300);
    const first = await a.store.get();
    await b.store.get();
    expect(a.api.loads + b.api.loads).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    await b.store.refresh();
    await a.store.refresh();
    expect(a.api.loads + b.api.loads).toBe(2);
    expect((await a.store.get()).loadedAt).toBeGreaterThan(first.loadedAt);
    expect((await a.store.get()).loadedAt).toBe((await b.store.get()).loadedAt);
  });
});
