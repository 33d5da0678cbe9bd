import type { CustomerTerms } from '../ordering/unit-price.ts';
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

/** Everything a customer's unit prices depend on besides the article: the same data getProducts sends. */
export async function customerTermsOf(
  db: Db,
  company: number,
  customer: { IdCli: number; TipLis: number; S1: number; S2: number },
): Promise<CustomerTerms> {
  // One after the other: inside the order's transaction the queries share one connection.
  const conditions = await conditionsOf(db, company, customer.IdCli);
  const lastPrices = await lastPricesOf(db, company, customer.IdCli);
  const itemsNoSco = await itemsNoScoOf(db, company);
  return {
    TipLis: customer.TipLis,
    S1: customer.S1,
    S2: customer.S2,
    conditions: new Map(conditions.map((c) => [c.IDArt, { Pre: c.Pre, Sco: c.Sco }])),
    lastPrices: new Map(lastPrices.map((l) => [l.IDART, l.ULTPRE])),
    itemsNoSco: new Set(itemsNoSco),
  };
}
