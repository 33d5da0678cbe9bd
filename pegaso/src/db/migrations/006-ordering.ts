import type { Migration } from './migration.ts';

/**
 * Ordering: delivery and payment modes, localities, the pickup calendar, orders and the order
 * documents that getDocCli lists. Modes, localities and the pickup defaults are the company's
 * configuration, so they come with the schema rather than with the demo data.
 */
export const migration: Migration = {
  version: 6,
  name: 'ordering',
  sql: `
    create table shipping_modes (
      company int not null, id int not null, "Des" text not null, position int not null,
      primary key (company, id)
    );
    insert into shipping_modes (company, id, "Des", position)
      select c, m.id, m.des, m.pos from generate_series(1, 4) c,
        (values (30, 'Corriere espresso', 1), (31, 'Corriere con contratto del cliente (GLS)', 2),
                (33, 'Corriere con contratto del cliente (BRT)', 3), (34, 'Ritiro in sede', 4)) as m(id, des, pos);

    create table payment_modes (
      company int not null, id int not null, "DesPag" text not null, "cashOnDelivery" boolean not null default false,
      primary key (company, id)
    );
    insert into payment_modes (company, id, "DesPag", "cashOnDelivery")
      select c, m.id, m.des, m.cod from generate_series(1, 4) c,
        (values (1, 'Bonifico bancario anticipato', false), (2, 'Contrassegno', true),
                (3, 'Ricevuta bancaria 30 gg', false), (4, 'Carta di credito', false)) as m(id, des, cod);
    alter table customers add column "IDModPag" int not null default 3;

    create table localities (
      "Loc" text not null, "Pro" text not null, "CAP" text not null, primary key ("Loc", "CAP")
    );
    insert into localities ("Loc", "Pro", "CAP") values
      ('Napoli', 'NA', '80134'), ('Napoli', 'NA', '80123'), ('Torre del Greco', 'NA', '80059'),
      ('Pozzuoli', 'NA', '80078'), ('Castellammare di Stabia', 'NA', '80053'), ('Nola', 'NA', '80035'),
      ('Salerno', 'SA', '84122'), ('Salerno', 'SA', '84135'), ('Battipaglia', 'SA', '84091'),
      ('Caserta', 'CE', '81100'), ('Marcianise', 'CE', '81025'), ('Aversa', 'CE', '81031'),
      ('Avellino', 'AV', '83100'), ('Benevento', 'BN', '82100'), ('Roma', 'RM', '00185'),
      ('Milano', 'MI', '20121'), ('Torino', 'TO', '10121'), ('Bari', 'BA', '70121'),
      ('Firenze', 'FI', '50123'), ('Bologna', 'BO', '40121');

    create table pickup_settings (company int primary key, "NumSlot" int not null);
    insert into pickup_settings (company, "NumSlot") select c, 5 from generate_series(1, 4) c;
    create table pickup_disabled_dates (company int not null, "Data" date not null, primary key (company, "Data"));
    -- The placeholder list of the original front end (spec §9).
    insert into pickup_disabled_dates (company, "Data")
      select c, d::date from generate_series(1, 4) c, (values ('2023-03-13'), ('2023-03-14')) as x(d);
    create table pickup_enabled_dates (
      company int not null, "Data" date not null, "NumRit" int not null, primary key (company, "Data")
    );

    create table orders (
      id serial primary key, company int not null, "numOrd" int not null,
      username text not null, "IDRef" int not null, "IDCli" int not null, "IDAge" int not null default 0,
      "IDDetCliSed" int not null default 0, "ModConsegna1" int not null, "ModConsegna2" int,
      "DataRitiro" date, "AttendiInArrivo" int not null default 0, "IDModPag" int,
      payload jsonb not null, idempotency_key text, created_at timestamptz not null default now(),
      unique (company, "numOrd"), unique (company, "IDRef", idempotency_key)
    );
    create index orders_by_pickup on orders (company, "DataRitiro") where "DataRitiro" is not null;
    create index orders_by_customer on orders (company, "IDCli");

    create table documents (
      iddocven serial primary key, company int not null, order_id int references orders (id),
      "IDAge" int not null default 0, "IDCli" int not null, "numOrd" int not null, "datDoc" date not null,
      "staDoc" text not null, "impDoc" double precision not null, "ivaDoc" double precision not null,
      "totDoc" double precision not null, "FlgOrdine" int not null, "CodSezVen" text not null,
      "DesTra" text not null default '', "DesVet" text not null default '', "NUMCON" text not null default '',
      "Pagato" int not null default 0, "FLGSENZAPREZZI" int not null default 0
    );
    create index documents_by_customer on documents (company, "IDCli");
    create table document_lines (
      iddocven int not null references documents (iddocven) on delete cascade, line int not null,
      "patIma" text not null default '', "codArt" text not null, "desArt" text not null,
      "qtaArt" int not null, "preArt" double precision not null, "Sco1" double precision not null default 0,
      "ScoLir" double precision not null default 0, "totImpArt" double precision not null,
      "totIvaArt" double precision not null, "totArt" double precision not null,
      primary key (iddocven, line)
    );`,
};
