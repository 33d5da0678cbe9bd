import { openDatabase } from '../db/client.ts';
import { databaseOptionsOf, parseConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { companyIds, defaultProductsPerCompany, seedDemoData } from './seed.ts';

// `npm run seed -w pegaso -- --products N [--company N | --companies 1,2]`: regenerates the demo
// data in the database the server uses (DATABASE_URL / DATABASE_SCHEMA, else the embedded PGlite
// directory). Stop the server first when it runs on PGlite: one process per data directory.
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const productsPerCompany = Number(option('products') ?? defaultProductsPerCompany);
if (!Number.isInteger(productsPerCompany) || productsPerCompany < 1 || productsPerCompany > 999_999) {
  fail('--products must be an integer between 1 and 999999 (article ids hold the product id below a million)');
}
const companies = (option('companies') ?? option('company'))?.split(',').map(Number);
if (companies?.some((c) => !(companyIds as readonly number[]).includes(c))) fail('--company must be 1, 2, 3 or 4');

const db = await openDatabase(databaseOptionsOf(parseConfig(process.env)));
const started = Date.now();
try {
  await migrate(db);
  await seedDemoData(db, { productsPerCompany, companies });
} finally {
  await db.close();
}
const which = companies ? `companies ${companies.join(', ')}` : 'every company';
console.log(`[pegaso] seeded ${productsPerCompany} products for ${which} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
