import type { Db } from './client.ts';

/** A document as getDocCli sends it (spec §3 'Document'), lines in `det`. */
export interface DocumentRow {
  iddocven: number;
  IDAge: number;
  IDCli: number;
  numOrd: number;
  datDoc: string;
  staDoc: string;
  impDoc: number;
  ivaDoc: number;
  totDoc: number;
  FlgOrdine: number;
  CodSezVen: string;
  DesTra: string;
  DesVet: string;
  NUMCON: string;
  Pagato: number;
  FLGSENZAPREZZI: number;
  IDDetCliSed: number;
  DesPag: string;
  /** Charges of shipment 1 and 2 (transport, collection, handling), net; 0 when none. */
  TotSpeTra1: number;
  TotSpeInc1: number;
  TotSpeImb1: number;
  TotSpeTra2: number;
  TotSpeInc2: number;
  TotSpeImb2: number;
  /** What the buyer chose: delivery modes (null when none), pickup date 'YYYY-MM-DD' or ''. */
  ModConsegna1: number | null;
  DesModConsegna1: string;
  ModConsegna2: number | null;
  DesModConsegna2: string;
  DataRitiro: string;
  AttendiInArrivo: number;
}

export interface DocumentLineRow {
  iddocven: number;
  patIma: string;
  codArt: string;
  desArt: string;
  qtaArt: number;
  /** The price the discounts start from (the net price when there is none). */
  preArt: number;
  /** The discounts as applied, in order (S1, S2, a condition's percent). */
  Sco1: number;
  Sco2: number;
  Sco3: number;
  ScoLir: number;
  /** The net unit price charged; null on documents that do not say it (preArt less Sco1). */
  preNetArt: number | null;
  totImpArt: number;
  totIvaArt: number;
  totArt: number;
  IDArt: number | null;
}

const documentColumns = `d.iddocven, d."IDAge", d."IDCli", d."numOrd", to_char(d."datDoc", 'YYYY-MM-DD') as "datDoc", d."staDoc",
  d."impDoc", d."ivaDoc", d."totDoc", d."FlgOrdine", d."CodSezVen", d."DesTra", d."DesVet", d."NUMCON", d."Pagato",
  d."FLGSENZAPREZZI", d."IDDetCliSed", d."DesPag", d."TotSpeTra1", d."TotSpeInc1", d."TotSpeImb1", d."TotSpeTra2",
  d."TotSpeInc2", d."TotSpeImb2", d."ModConsegna1", d."DesModConsegna1", d."ModConsegna2", d."DesModConsegna2",
  coalesce(to_char(d."DataRitiro", 'YYYY-MM-DD'), '') as "DataRitiro", d."AttendiInArrivo"`;

async function linesOf(db: Db, ids: number[]): Promise<Map<number, DocumentLineRow[]>> {
  const rows = ids.length
    ? await db.query<DocumentLineRow>(
        `select iddocven, "patIma", "codArt", "desArt", "qtaArt", "preArt", "Sco1", "Sco2", "Sco3", "ScoLir", "preNetArt",
           "totImpArt", "totIvaArt", "totArt", "IDArt" from document_lines where iddocven = any($1::int[]) order by iddocven, line`,
        [ids],
      )
    : [];
  const byDoc = new Map<number, DocumentLineRow[]>();
  for (const row of rows) {
    const list = byDoc.get(row.iddocven) ?? [];
    list.push(row);
    byDoc.set(row.iddocven, list);
  }
  return byDoc;
}

/**
 * The customer's documents, newest first, each with its lines. A web order's document also
 * names its order (IDOrd) and the key its checkout call carried (reference extension), so that
 * a shop whose reply to the checkout was lost can find the order it placed; null on the others.
 */
export async function documentsOf(db: Db, company: number, idCli: number) {
  const docs = await db.query<DocumentRow & { IDOrd: number | null; idempotencyKey: string | null }>(
    `select ${documentColumns}, o.id as "IDOrd", o.idempotency_key as "idempotencyKey"
       from documents d left join orders o on o.id = d.order_id
      where d.company = $1 and d."IDCli" = $2
      order by d."datDoc" desc, d.iddocven desc`,
    [company, idCli],
  );
  const lines = await linesOf(
    db,
    docs.map((d) => d.iddocven),
  );
  return docs.map((d) => ({
    ...d,
    det: (lines.get(d.iddocven) ?? []).map(({ iddocven: _id, ...line }) => line),
  }));
}

/** One document of the customer with its lines, or null when the id is not the customer's. */
export async function documentOf(db: Db, company: number, iddocven: number, idCli: number) {
  const [doc] = await db.query<DocumentRow>(
    `select ${documentColumns} from documents d where d.company = $1 and d.iddocven = $2 and d."IDCli" = $3`,
    [company, iddocven, idCli],
  );
  if (!doc) return null;
  const lines = await linesOf(db, [doc.iddocven]);
  return { ...doc, det: lines.get(doc.iddocven) ?? [] };
}

export interface PurchaseMovement {
  IDArt: number;
  CodSezVen: string;
  PrgDocVen: number;
  DatDocVen: string;
  QTA: number;
}

/**
 * Every article the customer bought (invoices and delivery notes; orders are not purchases yet
 * and credit notes give back), with its movements newest first.
 */
export async function purchaseMovements(db: Db, company: number, idCli: number): Promise<PurchaseMovement[]> {
  return db.query<PurchaseMovement>(
    `select l."IDArt", d."CodSezVen", d."numOrd" as "PrgDocVen", to_char(d."datDoc", 'YYYY-MM-DD') as "DatDocVen",
            l."qtaArt" as "QTA"
       from documents d join document_lines l on l.iddocven = d.iddocven
      where d.company = $1 and d."IDCli" = $2 and d."FlgOrdine" = 0 and d."CodSezVen" <> 'NC' and l."IDArt" is not null
      order by d."datDoc" desc, d.iddocven desc, l.line`,
    [company, idCli],
  );
}

export interface PurchasedArticle {
  IDArt: number;
  sku: string;
  name: string;
  images: string[];
}

/** Code, name and pictures of articles (sizes or products without variations). */
export async function purchasedArticles(db: Db, company: number, ids: number[]): Promise<PurchasedArticle[]> {
  if (ids.length === 0) return [];
  return db.query<PurchasedArticle>(
    `select a."IDArtSizeColor" as "IDArt", a."skuSizeColor" as sku, p.name || ' ' || regexp_replace(v.color, '^[^-]*-', '') || ' ' || a.name as name,
            coalesce(nullif(v.image, '[]'::jsonb), p.image) as images
       from articles a join products p on p.company = a.company and p.id = a.product_id
       join variations v on v.company = a.company and v.product_id = a.product_id and v.position = a.variation_position
      where a.company = $1 and a."IDArtSizeColor" = any($2::int[])
     union all
     select p.id, p.sku, p.name, p.image from products p where p.company = $1 and p.id = any($2::int[])`,
    [company, ids],
  );
}

/**
 * Completes the document of an order just placed with what the customer area shows: the
 * delivery site, the payment mode and each line's article.
 */
export async function completeOrderDocument(
  tx: Db,
  company: number,
  iddocven: number,
  order: { idDetCliSed: number; paymentModeId: number | null; articleIds: number[] },
): Promise<void> {
  await tx.query(
    `update documents set "IDDetCliSed" = $3,
       "DesPag" = coalesce((select "DesPag" from payment_modes where company = $1 and id = $4), '')
     where company = $1 and iddocven = $2`,
    [company, iddocven, order.idDetCliSed, order.paymentModeId],
  );
  await tx.query(
    `update document_lines l set "IDArt" = x.id from unnest($2::int[]) with ordinality as x(id, line)
      where l.iddocven = $1 and l.line = x.line`,
    [iddocven, order.articleIds],
  );
}
