import type { AdjustedLine, OrderArticle } from '../ordering/adjust.ts';
import { documentAmounts } from '../ordering/document-amounts.ts';
import { companyProfile } from '../company-profile.ts';
import type { Db } from './client.ts';
import { completeOrderDocument } from './documents.ts';
import { saveCart } from './saved-lists.ts';
import { transportOf } from '../ordering/transport-of.ts';
import { todayInRome } from '../ordering/pickup-check.ts';

export interface NewOrder {
  company: number;
  username: string;
  idRef: number;
  idCli: number;
  idAge: number;
  idDetCliSed: number;
  mode1: number;
  mode2: number | null;
  pickupDate: string | null;
  waitForArrivals: number;
  paymentModeId: number | null;
  /** The order's net shipping amounts (TotSpeTra1, TotSpeInc1, TotSpeImb1 and of shipment 2). */
  shippingCosts: number[];
  /** The client's key for this order: the same key never stores a second order. */
  idempotencyKey: string | null;
  payload: unknown;
  lines: ReadonlyArray<{ line: AdjustedLine; article: OrderArticle }>;
}

/**
 * Inside the caller's transaction: stores the order and its document, commits the stock (the
 * pieces available now leave the stock, the arriving ones are committed against the supplier's
 * open orders in qtaImpCli) and empties the saved cart of the user who ordered.
 */
export async function insertOrder(
  tx: Db,
  o: NewOrder,
): Promise<{ id: number; numOrd: number; iddocven: number; total: number }> {
  const [next] = await tx.query<{ n: number }>(
    'select coalesce(max("numOrd"), 0)::int + 1 as n from orders where company = $1',
    [o.company],
  );
  const numOrd = next?.n ?? 1;
  const [order] = await tx.query<{ id: number }>(
    `insert into orders (company, "numOrd", username, "IDRef", "IDCli", "IDAge", "IDDetCliSed", "ModConsegna1", "ModConsegna2",
       "DataRitiro", "AttendiInArrivo", "IDModPag", payload, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14) returning id`,
    [
      o.company,
      numOrd,
      o.username,
      o.idRef,
      o.idCli,
      o.idAge,
      o.idDetCliSed,
      o.mode1,
      o.mode2,
      o.pickupDate,
      o.waitForArrivals,
      o.paymentModeId,
      JSON.stringify(o.payload),
      o.idempotencyKey,
    ],
  );
  const orderId = order?.id ?? 0;

  for (const { line, article } of o.lines) {
    const table = article.IDArt === article.productId && article.size === '' ? 'products' : 'articles';
    if (table === 'articles') {
      await tx.query(
        `update articles set stock = case when stock is null then null else stock - $3 end, "qtaImpCli" = "qtaImpCli" + $4
          where company = $1 and "IDArtSizeColor" = $2`,
        [o.company, line.idArt, line.qtyOK, line.qtyArr],
      );
    } else {
      await tx.query(
        'update products set stock = case when stock is null then null else stock - $3 end where company = $1 and id = $2',
        [o.company, line.idArt, line.qtyOK],
      );
    }
  }

  const rows = o.lines.map(({ line, article }) => ({ article, line, qty: line.qtyOK + line.qtyArr + line.qtyPre }));
  const amounts = documentAmounts(
    rows.map((r) => ({
      qty: r.qty,
      pricesco: r.line.pricesco,
      priceIva: r.line.priceIva,
      discountBase: r.line.discountBase,
      sco: [r.line.sco1, r.line.sco2, r.line.sco3],
    })),
    o.shippingCosts,
    companyProfile(o.company).vatInclusive,
  );
  const imp = amounts.impDoc;
  const iva = amounts.ivaDoc;
  const [tra1 = 0, inc1 = 0, imb1 = 0, tra2 = 0, inc2 = 0, imb2 = 0] = o.shippingCosts;
  const names = await tx.query<{ id: number; Des: string }>('select id, "Des" from shipping_modes where company = $1', [
    o.company,
  ]);
  // The document keeps what makes its total and what the buyer chose, so that it prints them.
  const [doc] = await tx.query<{ iddocven: number }>(
    `insert into documents (company, order_id, "IDAge", "IDCli", "numOrd", "datDoc", "staDoc", "impDoc", "ivaDoc", "totDoc",
       "FlgOrdine", "CodSezVen", "DesTra", "TotSpeTra1", "TotSpeInc1", "TotSpeImb1", "TotSpeTra2", "TotSpeInc2", "TotSpeImb2",
       "ModConsegna1", "DesModConsegna1", "ModConsegna2", "DesModConsegna2", "DataRitiro", "AttendiInArrivo")
     values ($1, $2, $3, $4, $5, $10, 'Ordine ricevuto', $6, $7, $8, 1, 'OW', $9, $11, $12, $13, $14, $15, $16,
       $17, coalesce((select "Des" from shipping_modes where company = $1 and id = $17), ''),
       $18, coalesce((select "Des" from shipping_modes where company = $1 and id = $18), ''), $19::date, $20)
     returning iddocven`,
    [
      o.company,
      orderId,
      o.idAge,
      o.idCli,
      numOrd,
      imp,
      iva,
      amounts.totDoc,
      // 'Trasporto' names each shipment's own mode: a courier then a pickup is not all 'CORRIERE'.
      transportOf(o.mode1, o.mode2, names),
      // The company's day (Italy), not the database server's: an order placed at 00:30 in Rome
      // is dated that day even where the server's clock still says yesterday (UTC).
      todayInRome(),
      tra1,
      inc1,
      imb1,
      tra2,
      inc2,
      imb2,
      o.mode1,
      o.mode2,
      o.pickupDate,
      o.waitForArrivals,
    ],
  );
  const iddocven = doc?.iddocven ?? 0;
  let n = 0;
  for (const r of rows) {
    const a = amounts.lines[n]!;
    n += 1;
    const [sco1 = 0, sco2 = 0, sco3 = 0] = a.discounts;
    await tx.query(
      `insert into document_lines (iddocven, line, "codArt", "desArt", "qtaArt", "preArt", "Sco1", "Sco2", "Sco3", "preNetArt",
         "totImpArt", "totIvaArt", "totArt")
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        iddocven,
        n,
        r.article.sku,
        `${r.article.name}${r.article.size ? ` ${r.article.size}` : ''}`,
        r.qty,
        a.preArt,
        sco1,
        sco2,
        sco3,
        a.preNetArt,
        a.totImpArt,
        a.totIvaArt,
        a.totArt,
      ],
    );
  }
  await completeOrderDocument(tx, o.company, iddocven, {
    idDetCliSed: o.idDetCliSed,
    paymentModeId: o.paymentModeId,
    articleIds: rows.map((r) => r.line.idArt),
  });
  await saveCart(tx, o.company, o.idRef, '[]');
  return { id: orderId, numOrd, iddocven, total: imp };
}

/** The order the same user already stored under a key, if any. */
export async function orderByKey(
  tx: Db,
  company: number,
  idRef: number,
  key: string,
): Promise<{ id: number; numOrd: number; iddocven: number; total: number } | null> {
  const [row] = await tx.query<{ id: number; numOrd: number; iddocven: number; total: number }>(
    `select o.id, o."numOrd", d.iddocven, d."impDoc" as total from orders o join documents d on d.order_id = o.id
      where o.company = $1 and o."IDRef" = $2 and o.idempotency_key = $3`,
    [company, idRef, key],
  );
  return row ?? null;
}
