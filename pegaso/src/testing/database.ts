import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../demo/seed.ts';

/**
 * A fresh database for one test file: a unique `test_` schema on the PostgreSQL server of
 * DATABASE_URL (dropped on close), else in-memory PGlite.
 */
export function openTestDatabase(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  return openDatabase(url ? { url, schema: `test_${randomBytes(5).toString('hex')}` } : { memory: true });
}

/** A migrated, seeded database and the upstream app over it, for app.inject tests. */
export async function seededApp(options: { itemsAsText?: boolean; productsPerCompany?: number } = {}): Promise<{
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}> {
  const db = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db, { productsPerCompany: options.productsPerCompany ?? 40 });
  const app = buildUpstream({ db, itemsAsText: options.itemsAsText });
  return {
    db,
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** POSTs a form as the ERP's clients do. */
export async function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** POSTs JSON text with the form content type, as getProducts is called. */
export async function postJsonAsForm(app: FastifyInstance, url: string, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
