import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 3,
  name: 'customer activity',
  sql: `
      create table carts (
        company int not null, "IDRef" int not null, cart text not null,
        updated_at timestamptz not null default now(), primary key (company, "IDRef")
      );
      create table wishlists (
        company int not null, "IDRef" int not null, wishlist text not null,
        updated_at timestamptz not null default now(), primary key (company, "IDRef")
      );
      create table reviews (
        id serial primary key, company int not null, "IDArt" int not null, username text not null,
        name text not null, mail text not null, message text not null, rating int not null,
        created_at timestamptz not null default now()
      );
      create index reviews_by_product on reviews (company, "IDArt");
      create table promemoria_requests (
        id serial primary key, company int not null, "IDArt" int not null, "IDCli" int not null,
        "IdDetCliRef" int not null, created_at timestamptz not null default now(),
        unique (company, "IDArt", "IdDetCliRef")
      );`,
};
