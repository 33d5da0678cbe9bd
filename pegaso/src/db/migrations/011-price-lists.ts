import type { Migration } from './migration.ts';

/**
 * Price lists (listini): each list id (IDLis) with its description and the discounts it grants
 * on the list prices. The 'campana' list (FlgCampana) is the one shown to users who are neither a
 * customer nor an agent allowed to choose. Lists are the company's configuration, so they come
 * with the schema rather than with the demo data.
 */
export const migration: Migration = {
  version: 11,
  name: 'price-lists',
  sql: `
    create table price_lists (
      company int not null, "IDLis" int not null, "DesLis" text not null,
      "TipLis" int not null default 1, "S1" double precision not null default 0,
      "S2" double precision not null default 0, "FlgCampana" int not null default 0,
      primary key (company, "IDLis")
    );
    insert into price_lists (company, "IDLis", "DesLis", "TipLis", "S1", "S2", "FlgCampana")
      select c, l.id, l.des, l.tip, l.s1, l.s2, l.campana from generate_series(1, 4) c,
        (values (1, 'Listino base', 1, 0, 0, 0), (2, 'Listino rivenditori', 1, 10, 0, 0),
                (3, 'Listino ingrosso', 4, 15, 5, 0), (90, 'Listino campana', 1, 0, 0, 1))
        as l(id, des, tip, s1, s2, campana);`,
};
