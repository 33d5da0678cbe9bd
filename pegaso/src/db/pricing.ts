import type { Db } from './client.ts';

/** A customer's conditions by article: a fixed price (Pre) or a discount percent (Sco). */
export async function conditionsOf(db: Db, company: number, idCli: number) {
  return db.query<{ IDArt: number; Pre: number; Sco: number }>(
    'select "IDArt", "Pre", "Sco" from conditions where company = $1 and "IDCli" = $2 order by "IDArt"',
    [company, idCli],
  );
}

/** The last price a customer paid per article, which overrides every other price. */
export async function lastPricesOf(db: Db, company: number, idCli: number) {
  return db.query<{ IDART: number; ULTPRE: number }>(
    'select "IDART", "ULTPRE" from last_prices where company = $1 and "IDCli" = $2 order by "IDART"',
    [company, idCli],
  );
}

/** Articles excluded from every discount. */
export async function itemsNoScoOf(db: Db, company: number): Promise<number[]> {
  const rows = await db.query<{ IDArt: number }>('select "IDArt" from items_no_sco where company = $1 order by "IDArt"', [
    company,
  ]);
  return rows.map((r) => r.IDArt);
}
