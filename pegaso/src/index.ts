// Entry points for tests and tools (the gateway's contract tests start the upstream in-process).
export { buildUpstream, type UpstreamOptions } from './app.ts';
export { startUpstream, type StartOptions, type RunningUpstream } from './start.ts';
export { openDatabase, type Db, type DatabaseOptions } from './db/client.ts';
export { migrate, migrations } from './db/migrate.ts';
export { seedDemoData, isEmpty, companyIds, defaultProductsPerCompany, type SeedOptions } from './demo/seed.ts';
export { generateCatalogue, generateProduct, demoRoles, articleId } from './demo/catalogue.ts';
export type { Product, Variation, SizeEntry, ProductDescription } from './catalogue/product.ts';
export { demoCustomers, demoAgent } from './demo/accounts.ts';
export { hashPassword, verifyPassword } from './auth/password.ts';
