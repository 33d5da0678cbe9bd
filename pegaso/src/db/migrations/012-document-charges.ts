import type { Migration } from './migration.ts';

/**
 * What makes an order document's total, kept with the document so that it prints every amount:
 * the charges of each shipment as the order carried them (TotSpeTra, TotSpeInc, TotSpeImb of
 * shipments 1 and 2), what the buyer chose (delivery modes with their names as printed, the
 * pickup date, how to receive pending goods), and for each line the discounts as applied (S2
 * and a condition's percent beside Sco1) and the net unit price charged.
 */
export const migration: Migration = {
  version: 12,
  name: 'document-charges',
  sql: `
    alter table documents
      add column "TotSpeTra1" double precision not null default 0,
      add column "TotSpeInc1" double precision not null default 0,
      add column "TotSpeImb1" double precision not null default 0,
      add column "TotSpeTra2" double precision not null default 0,
      add column "TotSpeInc2" double precision not null default 0,
      add column "TotSpeImb2" double precision not null default 0,
      add column "ModConsegna1" int,
      add column "DesModConsegna1" text not null default '',
      add column "ModConsegna2" int,
      add column "DesModConsegna2" text not null default '',
      add column "DataRitiro" date,
      add column "AttendiInArrivo" int not null default 0;
    alter table document_lines
      add column "Sco2" double precision not null default 0,
      add column "Sco3" double precision not null default 0,
      add column "preNetArt" double precision;`,
};
