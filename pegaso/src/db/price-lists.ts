import type { Db } from './client.ts';

export interface PriceListRow {
  IDLis: number;
  DesLis: string;
  TipLis: number;
  S1: number;
  S2: number;
  FlgCampana: number;
}

/** The company's price lists, by id. */
export async function priceListsOf(db: Db, company: number): Promise<PriceListRow[]> {
  return db.query<PriceListRow>(
    'select "IDLis", "DesLis", "TipLis", "S1", "S2", "FlgCampana" from price_lists where company = $1 order by "IDLis"',
    [company],
  );
}
