import { databaseOptionsFromEnv } from './db/env.ts';
import { startUpstream } from './start.ts';

// The reference upstream as a process: PORT (8090), HOST (127.0.0.1), DATABASE_URL and
// DATABASE_SCHEMA (else embedded PGlite in .data/pegaso/pglite, or PEGASO_DATA_DIR),
// PEGASO_PRODUCTS (catalogue size seeded on first start), PEGASO_ITEMS_AS_TEXT=1.
const env = process.env;
const upstream = await startUpstream({
  port: Number(env.PORT || 8090),
  host: env.HOST || '127.0.0.1',
  productsPerCompany: env.PEGASO_PRODUCTS ? Number(env.PEGASO_PRODUCTS) : undefined,
  itemsAsText: env.PEGASO_ITEMS_AS_TEXT === '1',
  database: databaseOptionsFromEnv(env),
  warmCatalogue: true,
  logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
  onSeeding: (count) => console.log(`[pegaso] empty database: seeding ${count} demo products per company...`),
});
console.log(`[pegaso] reference upstream ready at ${upstream.url} (companies 1-4)`);

const shutdown = () => {
  upstream.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
