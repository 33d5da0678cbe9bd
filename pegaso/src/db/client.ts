import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one query layer the upstream uses, over embedded PGlite or a PostgreSQL server. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Schema to create (if missing) and work in; isolates test runs. */
  schema?: string;
  /** PGlite data directory (default `<repo root>/.data/pegaso/pglite`). */
  dataDir?: string;
  /** PGlite in memory, nothing written to disk. */
  memory?: boolean;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultDataDir = resolve(repoRoot, '.data/pegaso/pglite');

/** Schema names go into SQL text, so only plain identifiers are accepted. */
export function quoteSchema(schema: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return `"${schema}"`;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Db> {
  let pglite: PGlite;
  if (options.memory) {
    pglite = new PGlite();
  } else {
    const dataDir = options.dataDir ?? defaultDataDir;
    mkdirSync(dirname(dataDir), { recursive: true });
    pglite = new PGlite(dataDir);
  }
  await pglite.waitReady;
  if (options.schema) {
    const schema = quoteSchema(options.schema);
    // PGlite has a single connection, so setting the search path once is enough.
    await pglite.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  }
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (runner: Runner, inTransaction: boolean): Db => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await runner.exec(sql);
    },
    transaction(fn) {
      // Nested calls join the outer transaction.
      if (inTransaction) return fn(wrap(runner, true));
      return pglite.transaction((tx) => fn(wrap(tx, true)));
    },
    async close() {
      if (!inTransaction) await pglite.close();
    },
  });
  return wrap(pglite, false);
}

async function openPostgres(url: string, schemaName?: string): Promise<Db> {
  const schema = schemaName ? quoteSchema(schemaName) : undefined;
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  // The search path travels with every pooled connection's start-up packet.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  type Runner = Pick<pg.PoolClient, 'query'>;
  const wrap = (runner: Runner, inTransaction: boolean): Db => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await runner.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await runner.query(sql);
    },
    async transaction(fn) {
      if (inTransaction) return fn(wrap(runner, true));
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client, true));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (inTransaction) return;
      if (schemaName?.startsWith('test_')) {
        // Test runs leave nothing behind.
        await pool.query(`drop schema if exists ${schema} cascade`);
      }
      await pool.end();
    },
  });
  return wrap(pool, false);
}
