import type { Db } from './client.ts';

/** A banner as the siteadmin API carries it; unknown fields of the editor are kept as sent. */
export type BannerRecord = Record<string, unknown> & {
  timeStamp: string;
  defaultBanner?: boolean;
  defaultBannerNoLog?: boolean;
};

export async function allBanners(db: Db, company: number): Promise<BannerRecord[]> {
  const rows = await db.query<{ record: BannerRecord; defaultBanner: boolean; defaultBannerNoLog: boolean }>(
    `select record, "defaultBanner", "defaultBannerNoLog" from home_banners where company = $1 order by "timeStamp"`,
    [company],
  );
  return rows.map((r) => ({ ...r.record, defaultBanner: r.defaultBanner, defaultBannerNoLog: r.defaultBannerNoLog }));
}

/**
 * Stores a banner; a default flag it raises is cleared on every other banner in the same
 * transaction, under a per-company lock so that two concurrent saves end with one holder.
 */
export async function saveBanner(db: Db, company: number, banner: BannerRecord): Promise<BannerRecord> {
  const isDefault = banner.defaultBanner === true;
  const isDefaultNoLog = banner.defaultBannerNoLog === true;
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('home_banners'), $1)`, [company]);
    if (isDefault) await tx.query(`update home_banners set "defaultBanner" = false where company = $1 and "timeStamp" <> $2`, [company, banner.timeStamp]);
    if (isDefaultNoLog)
      await tx.query(`update home_banners set "defaultBannerNoLog" = false where company = $1 and "timeStamp" <> $2`, [company, banner.timeStamp]);
    const record = { ...banner, defaultBanner: isDefault, defaultBannerNoLog: isDefaultNoLog };
    await tx.query(
      `insert into home_banners (company, "timeStamp", record, "defaultBanner", "defaultBannerNoLog") values ($1, $2, $3, $4, $5)
       on conflict (company, "timeStamp") do update set record = excluded.record,
         "defaultBanner" = excluded."defaultBanner", "defaultBannerNoLog" = excluded."defaultBannerNoLog"`,
      [company, banner.timeStamp, JSON.stringify(record), isDefault, isDefaultNoLog],
    );
    return record;
  });
}

export async function homePages(db: Db, company: number): Promise<{ homepage: unknown; homepageNoLog: unknown }> {
  const rows = await db.query<{ isNoLogHomepage: boolean; record: unknown }>(
    `select "isNoLogHomepage", record from home_pages where company = $1`,
    [company],
  );
  return {
    homepage: rows.find((r) => !r.isNoLogHomepage)?.record ?? null,
    homepageNoLog: rows.find((r) => r.isNoLogHomepage)?.record ?? null,
  };
}

export async function saveHomePage(db: Db, company: number, noLog: boolean, record: unknown[]): Promise<void> {
  await db.query(
    `insert into home_pages (company, "isNoLogHomepage", record) values ($1, $2, $3)
     on conflict (company, "isNoLogHomepage") do update set record = excluded.record, updated_at = now()`,
    [company, noLog, JSON.stringify(record)],
  );
}

export async function saveCloudFile(db: Db, company: number, name: string, contentType: string, base64: string): Promise<void> {
  await db.query(
    `insert into cloud_files (company, name, content_type, data_base64) values ($1, $2, $3, $4)
     on conflict (company, name) do update set content_type = excluded.content_type, data_base64 = excluded.data_base64, created_at = now()`,
    [company, name, contentType, base64],
  );
}

export async function cloudFile(db: Db, company: number, name: string): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; data_base64: string }>(
    'select content_type, data_base64 from cloud_files where company = $1 and name = $2',
    [company, name],
  );
  return row ? { contentType: row.content_type, data: Buffer.from(row.data_base64, 'base64') } : null;
}

/** Pickup administration: each change is one statement, read again by the next calendar call. */
export const pickupAdmin = {
  async insertDisabled(db: Db, company: number, iso: string): Promise<boolean> {
    const rows = await db.query(
      `insert into pickup_disabled_dates (company, "Data") values ($1, $2::date) on conflict do nothing returning 1`,
      [company, iso],
    );
    return rows.length > 0;
  },
  async deleteDisabled(db: Db, company: number, iso: string): Promise<boolean> {
    const rows = await db.query(`delete from pickup_disabled_dates where company = $1 and "Data" = $2::date returning 1`, [company, iso]);
    return rows.length > 0;
  },
  async upsertEnabled(db: Db, company: number, iso: string, numRit: number): Promise<void> {
    await db.query(
      `insert into pickup_enabled_dates (company, "Data", "NumRit") values ($1, $2::date, $3)
       on conflict (company, "Data") do update set "NumRit" = excluded."NumRit"`,
      [company, iso, numRit],
    );
  },
  async deleteEnabled(db: Db, company: number, iso: string): Promise<boolean> {
    const rows = await db.query(`delete from pickup_enabled_dates where company = $1 and "Data" = $2::date returning 1`, [company, iso]);
    return rows.length > 0;
  },
  async setSlots(db: Db, company: number, numSlot: number): Promise<void> {
    await db.query(
      `insert into pickup_settings (company, "NumSlot") values ($1, $2) on conflict (company) do update set "NumSlot" = excluded."NumSlot"`,
      [company, numSlot],
    );
  },
};
