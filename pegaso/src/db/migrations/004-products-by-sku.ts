import type { Migration } from './migration.ts';

// Images and files are looked up by sku.
export const migration: Migration = {
  version: 4,
  name: 'products by sku',
  sql: 'create unique index if not exists products_by_sku on products (company, sku);',
};
