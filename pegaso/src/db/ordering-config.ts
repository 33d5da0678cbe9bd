import type { OrderArticle } from '../ordering/adjust.ts';
import type { Db } from './client.ts';

/**
 * Orderable articles by id: sizes of products, or products without variations (their id is their
 * own), with what their unit price is computed from (a product without variations from its own price).
 */
export async function orderArticles(
  db: Db,
  company: number,
  ids: readonly number[],
  forUpdate = false,
): Promise<Map<number, OrderArticle>> {
  if (ids.length === 0) return new Map();
  const lock = forUpdate ? 'for update' : '';
  const sizes = await db.query<OrderArticle>(
    `select a."IDArtSizeColor" as "IDArt", a.product_id as "productId", a."skuSizeColor" as sku, p.name, a.name as size,
            a.stock, a."qtaOrdFor", a."qtaImpCli", a.catalogo, a.tag, a."priceNoSco",
            a."preLis", case when a."priceNoSco" > 0 then a."priceNoSco" else p.price end as base,
            a.pricesco, a.promo, p.altdat2
       from articles a join products p on p.company = a.company and p.id = a.product_id
      where a.company = $1 and a."IDArtSizeColor" = any($2::int[]) ${forUpdate ? 'for update of a' : ''}`,
    [company, ids],
  );
  const plain = await db.query<OrderArticle>(
    `select p.id as "IDArt", p.id as "productId", p.sku, p.name, '' as size, p.stock, 0 as "qtaOrdFor", 0 as "qtaImpCli",
            p.catalogo, p.tag, p.price as "priceNoSco",
            p.price as "preLis", p.price as base, p.pricesco,
            -- products.promo is a 0/1 flag; a flagged product's promo price is its discounted price
            case when p.promo > 0 then p.pricesco else 0 end as promo, p.altdat2
       from products p
      where p.company = $1 and p.id = any($2::int[])
        and not exists (select 1 from variations v where v.company = p.company and v.product_id = p.id) ${lock}`,
    [company, ids],
  );
  return new Map(
    [...sizes, ...plain].map((a) => [a.IDArt, { ...a, tag: Array.isArray(a.tag) ? a.tag : [] }]),
  );
}

export async function shippingModes(db: Db, company: number) {
  return db.query<{ id: number; Des: string }>(
    'select id, "Des" from shipping_modes where company = $1 order by position',
    [company],
  );
}

/** The company's payment modes, the customer's own flagged pagCli. */
export async function paymentModes(db: Db, company: number, idCli: number) {
  return db.query<{ IDModPag: number; DesPag: string; pagCli: boolean; cashOnDelivery: boolean }>(
    `select m.id as "IDModPag", m."DesPag", (m.id = c."IDModPag") as "pagCli", m."cashOnDelivery"
       from payment_modes m left join customers c on c.company = m.company and c."IdCli" = $2
      where m.company = $1 order by m.id`,
    [company, idCli],
  );
}

export async function localities(db: Db) {
  return db.query<{ Loc: string; Pro: string; CAP: string }>(
    'select "Loc", "Pro", "CAP" from localities order by "Loc", "CAP"',
  );
}

export async function conditionMaps(db: Db, company: number, idCli: number) {
  const conditions = await db.query<{ IDArt: number; Pre: number; Sco: number }>(
    'select "IDArt", "Pre", "Sco" from conditions where company = $1 and "IDCli" = $2',
    [company, idCli],
  );
  const last = await db.query<{ IDART: number; ULTPRE: number }>(
    'select "IDART", "ULTPRE" from last_prices where company = $1 and "IDCli" = $2',
    [company, idCli],
  );
  return {
    conditions: new Map(conditions.map((c) => [c.IDArt, { Pre: c.Pre, Sco: c.Sco }])),
    lastPrices: new Map(last.map((l) => [l.IDART, l.ULTPRE])),
  };
}
