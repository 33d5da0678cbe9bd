import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../scripts/build.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { spawnServer, type ServerProcess } from '../support/gateway-process.ts';

// Production runs the bundles of `npm run build`, not TypeScript: the compiled upstream and the
// compiled gateway, each in its own process, must serve the shop as the sources do (the
// bundles find schema/ and .data from where their sources were).
const pgliteDir = mkdtempSync(join(tmpdir(), 'compiled-pegaso-'));
let upstream: ServerProcess;
let gateway: ServerProcess;

beforeAll(async () => {
  await buildAll();
  upstream = await spawnServer({
    kind: 'pegaso',
    compiled: true,
    readyTimeoutMs: 110_000,
    env: {
      PEGASO_PRODUCTS: '12',
      ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `test_${randomBytes(5).toString('hex')}` } : { PEGASO_DATA_DIR: pgliteDir }),
    },
  });
  gateway = await spawnServer({ compiled: true, env: { UPSTREAM_URL: upstream.base } });
});
afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
});

describe('the compiled processes', () => {
  it('run without tsx and serve a logged-in buyer the listing from the compiled upstream', async () => {
    expect(gateway.child.spawnargs).toContain('gateway/dist/server.js');
    expect(gateway.child.spawnargs.join(' ')).not.toContain('tsx');
    const client = new ShopClient(gateway.base.replace('127.0.0.1', 'localhost'));
    await client.login('CL002');
    const res = await client.gql<{ products: { totalCount: number; items: { sku: string }[] } }>(
      '{ products(page: 1, pageSize: 5) { totalCount items { sku } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.totalCount).toBeGreaterThan(0);
    expect(res.data?.products.items.length).toBeGreaterThan(0);
    expect((await fetch(`${gateway.base}/readyz`)).status).toBe(200);
  });
});
