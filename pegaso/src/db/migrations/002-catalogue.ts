import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 2,
  name: 'catalogue',
  sql: `
      -- One JSON document per product (variations and sizes inside) keeps seeding and the
      -- catalogue reply fast; the document has exactly the shape getProducts sends.
      create table products (
        company int not null, id int not null, sku text not null, doc jsonb not null,
        primary key (company, id)
      );
      create table product_descriptions (
        company int not null, id int not null, "DesWeb" text not null, "fullDescription" text not null,
        primary key (company, id)
      );
      create table conditions (
        company int not null, "IDCli" int not null, "IDArt" int not null,
        "Pre" double precision not null default 0, "Sco" double precision not null default 0,
        primary key (company, "IDCli", "IDArt")
      );
      create table last_prices (
        company int not null, "IDCli" int not null, "IDART" int not null, "ULTPRE" double precision not null,
        primary key (company, "IDCli", "IDART")
      );
      create table items_no_sco (
        company int not null, "IDArt" int not null, primary key (company, "IDArt")
      );`,
};
