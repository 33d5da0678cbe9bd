import type { Migration } from './migration.ts';

/**
 * Account self-service: profile photos, registrations awaiting approval, contact messages and
 * the outbox of every mail the ERP would send (recovery links, registration notices, contacts).
 */
export const migration: Migration = {
  version: 8,
  name: 'identity',
  sql: `
      create table user_photos (
        company int not null, name text not null, "IdDetCliRef" int not null,
        content_type text not null, data bytea not null, created_at timestamptz not null default now(),
        primary key (company, name)
      );
      create table registrations (
        id serial primary key, company int not null, status text not null default 'IN_ATTESA',
        "RagSoc" text not null, "CodFis" text not null default '', "ParIva" text not null default '',
        "CodDes" text not null default '', "EMailPec" text not null default '',
        "IndSedLeg" text not null default '', "LocSedLeg" text not null default '',
        "ProSedLeg" text not null default '', "CapSedLeg" text not null default '',
        "IndSedOpe" text not null default '', "LocSedOpe" text not null default '',
        "ProSedOpe" text not null default '', "CapSedOpe" text not null default '',
        "Nom" text not null default '', "Cog" text not null default '', "EMail" text not null default '',
        "SitWeb" text not null default '', "Tel" text not null default '', "Cel" text not null default '',
        created_at timestamptz not null default now()
      );
      create table contact_messages (
        id serial primary key, company int not null, "Nome" text not null, "EMail" text not null,
        "Oggetto" text not null, "Messaggio" text not null, created_at timestamptz not null default now()
      );
      create table mail_outbox (
        id serial primary key, company int not null, recipient text not null, subject text not null,
        body text not null, created_at timestamptz not null default now(), sent_at timestamptz
      );
      create index mail_outbox_recipient on mail_outbox (company, lower(recipient), id desc);`,
};
