import { ConfigError, databaseOptionsOf, parseConfig, type PegasoConfig } from './config.ts';
import { startUpstream } from './start.ts';

// The reference upstream as a process: PORT (8090), HOST (127.0.0.1), DATABASE_URL and
// DATABASE_SCHEMA (else embedded PGlite in .data/pegaso/pglite, or PEGASO_DATA_DIR),
// PEGASO_PRODUCTS (catalogue size seeded on first start), PEGASO_ITEMS_AS_TEXT=1 (config.ts).
let config: PegasoConfig;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`[pegaso] ${err.message}`);
  process.exit(1);
}
const upstream = await startUpstream({
  port: config.PORT,
  host: config.HOST,
  productsPerCompany: config.PEGASO_PRODUCTS,
  itemsAsText: config.PEGASO_ITEMS_AS_TEXT,
  freeShippingAmount: config.FREE_SHIPPING_AMOUNT,
  devOutbox: config.PEGASO_DEV_OUTBOX,
  smtp: config.SMTP_URL ? { url: config.SMTP_URL, from: config.SMTP_FROM } : undefined,
  database: databaseOptionsOf(config),
  warmCatalogue: true,
  logger: config.LOG_LEVEL ? { level: config.LOG_LEVEL } : false,
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
