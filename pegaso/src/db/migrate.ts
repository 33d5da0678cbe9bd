import type { Db } from './client.ts';
import { migration as accounts } from './migrations/001-accounts.ts';
import { migration as catalogue } from './migrations/002-catalogue.ts';
import { migration as customerActivity } from './migrations/003-customer-activity.ts';
import { migration as productsBySku } from './migrations/004-products-by-sku.ts';
import { migration as catalogueColumns } from './migrations/005-catalogue-columns.ts';
import { migration as ordering } from './migrations/006-ordering.ts';
import { migration as documents } from './migrations/007-documents.ts';
import { migration as identity } from './migrations/008-identity.ts';
import { migration as backoffice } from './migrations/009-backoffice.ts';
import { migration as priceLists } from './migrations/011-price-lists.ts';
import { migration as documentCharges } from './migrations/012-document-charges.ts';
import type { Migration } from './migrations/migration.ts';

/**
 * Every migration in order. ERP field names keep their casing as quoted identifiers, so rows
 * read back with the names the API sends.
 */
export const migrations: readonly Migration[] = [accounts, catalogue, customerActivity, productsBySku, catalogueColumns, ordering, documents, identity, backoffice, priceLists, documentCharges];

/**
 * Applies the migrations not yet recorded; safe to run at every start, and by two processes at
 * once on one server: each migration runs in a transaction holding an advisory lock of the
 * schema, and is skipped if another process applied it meanwhile.
 */
export async function migrate(db: Db, list: readonly Migration[] = migrations): Promise<number[]> {
  // Even `create table if not exists` races with itself, so it takes the lock too.
  const lock = "select pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'))";
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.exec(`create table if not exists schema_migrations (
      version int primary key, name text not null, applied_at timestamptz not null default now())`);
  });
  const applied: number[] = [];
  for (const migration of list) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(lock);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
