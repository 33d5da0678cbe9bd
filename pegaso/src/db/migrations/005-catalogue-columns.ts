import type { Migration } from './migration.ts';

/**
 * The catalogue moves from one JSON document per product to columns: orders change the stock of
 * one article, cart pricing and notify requests look articles up by id, and the upstream's other
 * calls join articles to products. Documents already stored are converted, then dropped.
 * A product's own `stock` only counts for products without variations; for the others it is the
 * sum of their sizes, computed when the catalogue is built.
 */
export const migration: Migration = {
  version: 5,
  name: 'catalogue in columns',
  sql: `
    alter table products
      add column name text not null default '',
      add column "shortDescription" text not null default '',
      add column category text not null default '',
      add column subcategory text not null default '',
      add column brands text not null default '',
      add column templates text not null default '',
      add column seasons text not null default '',
      add column tag jsonb not null default '[]',
      add column price double precision not null default 0,
      add column pricesco double precision not null default 0,
      add column discount double precision not null default 0,
      add column stock int,
      add column image jsonb not null default '[]',
      add column "affiliateLink" text not null default '',
      add column files jsonb not null default '[]',
      add column catalogo int not null default 1,
      add column promo int not null default 0,
      add column altdat1 text not null default '',
      add column altdat2 double precision not null default 0,
      add column altdat3 text not null default '0',
      add column rating int not null default 0,
      add column "new" boolean not null default false,
      add column "saleCount" int not null default 0,
      add column "codiciAlternativi" text not null default '';

    create table variations (
      company int not null, product_id int not null, position int not null,
      color text not null, "hexColor" int not null, image jsonb not null default '[]',
      primary key (company, product_id, position),
      foreign key (company, product_id) references products (company, id) on delete cascade
    );

    create table articles (
      company int not null, "IDArtSizeColor" int not null,
      product_id int not null, variation_position int not null, position int not null,
      name text not null, "skuSizeColor" text not null,
      stock int, -- null: the ERP sent no stock (company 2 reads it as 9999)
      "qtaOrdFor" int not null default 0, "qtaImpCli" int not null default 0,
      pricesco double precision not null default 0, "priceOld" double precision not null default 0,
      "priceNoSco" double precision not null default 0, "priceIva" double precision not null default 0,
      "preLis" double precision not null default 0, tag jsonb not null default '[]',
      "flgNoWeb" int not null default 0, promo double precision not null default 0,
      catalogo int not null default 1, "Ord1" int not null default 0, "Ord2" int not null default 0,
      primary key (company, "IDArtSizeColor"),
      foreign key (company, product_id, variation_position)
        references variations (company, product_id, position) on delete cascade
    );
    create index articles_by_product on articles (company, product_id, variation_position, position);

    update products set
      name = doc->>'name', "shortDescription" = doc->>'shortDescription', category = doc->>'category',
      subcategory = doc->>'subcategory', brands = doc->>'brands', templates = doc->>'templates',
      seasons = doc->>'seasons', tag = coalesce(doc->'tag', '[]'), price = (doc->>'price')::float8,
      pricesco = (doc->>'pricesco')::float8, discount = (doc->>'discount')::float8,
      stock = case when jsonb_array_length(doc->'variation') = 0 then (doc->>'stock')::int end,
      image = coalesce(doc->'image', '[]'), "affiliateLink" = coalesce(doc->>'affiliateLink', ''),
      files = coalesce(doc->'files', '[]'), catalogo = (doc->>'catalogo')::int, promo = (doc->>'promo')::int,
      altdat1 = doc->>'altdat1', altdat2 = (doc->>'altdat2')::float8, altdat3 = doc->>'altdat3',
      rating = (doc->>'rating')::int, "new" = (doc->>'new')::boolean, "saleCount" = (doc->>'saleCount')::int,
      "codiciAlternativi" = coalesce(doc->>'codiciAlternativi', '');

    insert into variations (company, product_id, position, color, "hexColor", image)
      select p.company, p.id, v.n - 1, v.value->>'color', (v.value->>'hexColor')::int, coalesce(v.value->'image', '[]')
      from products p, jsonb_array_elements(p.doc->'variation') with ordinality as v(value, n);

    insert into articles (company, "IDArtSizeColor", product_id, variation_position, position, name, "skuSizeColor",
        stock, "qtaOrdFor", "qtaImpCli", pricesco, "priceOld", "priceNoSco", "priceIva", "preLis", tag, "flgNoWeb",
        promo, catalogo, "Ord1", "Ord2")
      select p.company, (s.value->>'IDArtSizeColor')::int, p.id, v.n - 1, s.n - 1, s.value->>'name',
        s.value->>'skuSizeColor', (s.value->>'stock')::int, (s.value->>'qtaOrdFor')::int, (s.value->>'qtaImpCli')::int,
        (s.value->>'pricesco')::float8, (s.value->>'priceOld')::float8, (s.value->>'priceNoSco')::float8,
        (s.value->>'priceIva')::float8, (s.value->>'preLis')::float8, coalesce(s.value->'tag', '[]'),
        (s.value->>'flgNoWeb')::int, (s.value->>'promo')::float8, (s.value->>'catalogo')::int,
        (s.value->>'Ord1')::int, (s.value->>'Ord2')::int
      from products p, jsonb_array_elements(p.doc->'variation') with ordinality as v(value, n),
        jsonb_array_elements(v.value->'size') with ordinality as s(value, n);

    alter table products drop column doc;`,
};
