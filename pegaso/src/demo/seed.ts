import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { demoUsernames, seedAccounts } from './seed-accounts.ts';
import { catalogueBatches, insertCatalogue } from './seed-catalogue.ts';
import { DemoPricing } from './seed-pricing.ts';
import { documentArticles, seedDocuments } from './seed-documents.ts';
import { seedBackoffice } from './seed-backoffice.ts';
import { COMPANY_IDS } from '../company-profile.ts';

export const companyIds = COMPANY_IDS;
export const defaultProductsPerCompany = 300;

export interface SeedOptions {
  /** Products per company (default 300). */
  productsPerCompany?: number;
  /** Companies to (re)seed (default all four). */
  companies?: number[];
}

/** Tables holding a company's data, children before parents. */
const companyTables = [
  'users', 'customers', 'sites', 'agent_customers', 'articles', 'variations', 'products', 'product_descriptions',
  'conditions', 'last_prices', 'items_no_sco', 'carts', 'wishlists', 'reviews', 'promemoria_requests',
  'home_banners', 'home_pages', 'cloud_files',
];

/** True when no company has any product yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query('select 1 from products limit 1');
  return rows.length === 0;
}

/**
 * Replaces the given companies' data with the deterministic demo data, in one transaction: a
 * failure leaves the previous data in place.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const count = options.productsPerCompany ?? defaultProductsPerCompany;
  const companies = options.companies ?? [...companyIds];
  for (const company of companies) {
    if (!companyIds.includes(company as (typeof companyIds)[number])) throw new Error(`Unknown company ${company}`);
  }
  // Hashing is the slow part: once per account, shared by the companies.
  const hashes = new Map(await Promise.all(demoUsernames().map(async (u) => [u, await hashPassword(u)] as const)));

  await db.transaction(async (tx) => {
    for (const company of companies) {
      for (const table of companyTables) await tx.query(`delete from ${table} where company = $1`, [company]);
      await seedAccounts(tx, company, count, hashes);
      const pricing = new DemoPricing(company);
      const articles = documentArticles(company);
      for (const { products, descriptions } of catalogueBatches(company, count)) {
        await insertCatalogue(tx, company, products, descriptions);
        pricing.add(products);
        articles.add(products);
      }
      await pricing.insert(tx);
      await seedDocuments(tx, company, articles);
      await seedBackoffice(tx, company, Array.from({ length: count }, (_, i) => i + 1));
    }
  });
}
