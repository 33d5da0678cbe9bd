import type { DatabaseOptions } from './client.ts';

/**
 * The database of the server and the seed command: PostgreSQL at DATABASE_URL (in the schema
 * DATABASE_SCHEMA, default public), else embedded PGlite in PEGASO_DATA_DIR or the default
 * directory.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  const schema = env.DATABASE_SCHEMA || undefined;
  return env.DATABASE_URL
    ? { url: env.DATABASE_URL, schema: schema ?? 'public' }
    : { dataDir: env.PEGASO_DATA_DIR || undefined, schema };
}
