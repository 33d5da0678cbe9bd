import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { startUpstream } from './start.ts';

describe('startUpstream', () => {
  it('migrates, seeds and listens on an ephemeral port', async () => {
    const url = process.env.DATABASE_URL;
    const schema = `test_${randomBytes(5).toString('hex')}`;
    const upstream = await startUpstream({ port: 0, productsPerCompany: 12, database: url ? { url, schema } : { memory: true } });
    try {
      const health = await fetch(`${upstream.url}/4/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', company: 4, products: 12 });
      const login = await fetch(`${upstream.url}/1/pegaso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=CL900&password=CL900&withoutAppOrder=true',
      });
      expect(((await login.json()) as { user: unknown }).user).toMatchObject({ IDCli: 900, IdDetCliRef: 9900 });
    } finally {
      await upstream.close();
    }
    if (url) {
      // The test schema is gone after close.
      const db = await openDatabase({ url });
      const rows = await db.query('select 1 from information_schema.schemata where schema_name = $1', [schema]);
      await db.close();
      expect(rows).toEqual([]);
    }
  });
});
