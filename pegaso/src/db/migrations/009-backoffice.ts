import type { Migration } from './migration.ts';

/**
 * Back office: home banners (one record per timeStamp, the two default flags each held by at
 * most one banner of a company), the homepage layouts for logged-in and logged-out visitors, and
 * the files of the cloud upload API.
 */
export const migration: Migration = {
  version: 9,
  name: 'backoffice',
  sql: `
    create table home_banners (
      company int not null, "timeStamp" text not null, record jsonb not null,
      "defaultBanner" boolean not null default false, "defaultBannerNoLog" boolean not null default false,
      primary key (company, "timeStamp")
    );
    -- The exclusivity is the database's to keep, whatever two concurrent saves do.
    create unique index home_banners_one_default on home_banners (company) where "defaultBanner";
    create unique index home_banners_one_default_nolog on home_banners (company) where "defaultBannerNoLog";

    create table home_pages (
      company int not null, "isNoLogHomepage" boolean not null, record jsonb not null,
      updated_at timestamptz not null default now(), primary key (company, "isNoLogHomepage")
    );

    create table cloud_files (
      company int not null, name text not null, content_type text not null, data_base64 text not null,
      created_at timestamptz not null default now(), primary key (company, name)
    );`,
};
