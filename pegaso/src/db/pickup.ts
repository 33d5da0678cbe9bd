import type { Db } from './client.ts';

/** Dates travel as the ERP writes them, 'MM-DD-YYYY'. */
const upstreamDate = `'MM-DD-YYYY'`;

export interface PickupCalendarRows {
  NumSlot: number;
  disabled: string[];
  enabled: Array<{ Data: string; NumRit: number }>;
  /** Pickups booked per date, from today on. */
  booked: Array<{ Data: string; Num: number }>;
}

export async function pickupCalendar(db: Db, company: number): Promise<PickupCalendarRows> {
  const [settings] = await db.query<{ NumSlot: number }>(
    'select "NumSlot" from pickup_settings where company = $1',
    [company],
  );
  const disabled = await db.query<{ Data: string }>(
    `select to_char("Data", ${upstreamDate}) as "Data" from pickup_disabled_dates where company = $1 order by "Data"`,
    [company],
  );
  const enabled = await db.query<{ Data: string; NumRit: number }>(
    `select to_char("Data", ${upstreamDate}) as "Data", "NumRit" from pickup_enabled_dates where company = $1 order by "Data"`,
    [company],
  );
  const booked = await db.query<{ Data: string; Num: number }>(
    `select to_char("DataRitiro", ${upstreamDate}) as "Data", count(*)::int as "Num" from orders
      where company = $1 and "DataRitiro" >= current_date group by "DataRitiro" order by "DataRitiro"`,
    [company],
  );
  return { NumSlot: settings?.NumSlot ?? 0, disabled: disabled.map((d) => d.Data), enabled, booked };
}

/** The customer's next booked pickup (ProxRit), '' when none. */
export async function nextPickup(db: Db, company: number, idCli: number): Promise<string> {
  const [row] = await db.query<{ Data: string }>(
    `select to_char(min("DataRitiro"), ${upstreamDate}) as "Data" from orders
      where company = $1 and "IDCli" = $2 and "DataRitiro" > current_date`,
    [company, idCli],
  );
  return row?.Data ?? '';
}
