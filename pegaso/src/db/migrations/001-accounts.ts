import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 1,
  name: 'accounts',
  sql: `
      create table users (
        company int not null, username text not null, password_hash text not null,
        "IDCli" int not null default 0, "IDAge" int not null default 0, "IdDetCliRef" int not null,
        "RagSoc" text not null default '', "CodFis" text not null default '', "ParIva" text not null default '',
        "CodDes" text not null default '', "EMailPec" text not null default '', "Ind" text not null default '',
        "Loc" text not null default '', "Cap" text not null default '', "Pro" text not null default '',
        "Nom" text not null default '', "Cog" text not null default '', "EMail" text not null default '',
        "SitWeb" text not null default '', "Tel" text not null default '', "Cel" text not null default '',
        "WebImage" text not null default '', "showPrice" int not null default 1, "showPromo" int not null default 1,
        "TipLis" int not null default 1, "S1" double precision not null default 0,
        "S2" double precision not null default 0, "IDLis" int not null default 1,
        "jsonVendite" text not null default '{}',
        last_login_at timestamptz, login_count int not null default 0,
        primary key (company, username)
      );
      create table customers (
        company int not null, "IdCli" int not null, "RagSoc" text not null, "IdDetCliRef" int not null,
        "TipLis" int not null default 1, "S1" double precision not null default 0,
        "S2" double precision not null default 0, "IDLis" int not null default 1,
        primary key (company, "IdCli")
      );
      create table sites (
        company int not null, "IdCli" int not null, "IdDetCliSed" int not null,
        dessedcli text not null, "IndSed" text not null, "CAP" text not null, "Loc" text not null,
        "Pro" text not null, "NAZ" text not null default 'IT',
        primary key (company, "IdCli", "IdDetCliSed")
      );
      create table agent_customers (
        company int not null, "IDAge" int not null, "IdCli" int not null,
        primary key (company, "IDAge", "IdCli")
      );`,
};
