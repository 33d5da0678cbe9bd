import { z } from 'zod';
import { errore, flag01, jsonText, num, optionalNum, text } from '../fields.ts';
import type { DocumentModel, PurchaseModel } from '../../erp/documents-models.ts';
import { isIsoDate } from '../../domain/calendar-day.ts';

// Replies of getDocCli and getLastPurchases (spec §3 'Document', 'Line', 'Last-purchase item').
// Lists may come as arrays or as JSON text; numbers as strings; dates in the ERP's formats.

const list = <S extends z.ZodType>(item: S) => jsonText(z.array(item), []);

/**
 * A date as 'YYYY-MM-DD' (with or without a time), 'MM-DD-YYYY' or 'dd/MM/yyyy', as ISO
 * 'YYYY-MM-DD'; anything else fails validation rather than becoming a wrong date.
 */
export const upstreamDate = () =>
  text().transform((value, ctx) => {
    const v = value.trim();
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/u.exec(v);
    const us = /^(\d{2})-(\d{2})-(\d{4})$/u.exec(v);
    const it = /^(\d{2})\/(\d{2})\/(\d{4})$/u.exec(v);
    const [y, m, d] = iso
      ? [iso[1], iso[2], iso[3]]
      : us
        ? [us[3], us[1], us[2]]
        : it
          ? [it[3], it[2], it[1]]
          : [];
    // An impossible day (02-30) is as wrong as garbage: the API's Date scalar could not carry it.
    if (!y || !m || !d || !isIsoDate(`${y}-${m}-${d}`)) {
      ctx.addIssue({ code: 'custom', message: `not a date: ${v.slice(0, 30)}` });
      return z.NEVER;
    }
    return `${y}-${m}-${d}`;
  });

const lineSchema = z
  .object({
    patIma: text(),
    codArt: text(),
    desArt: text(),
    qtaArt: num(),
    preArt: num(),
    Sco1: num(),
    Sco2: num(),
    Sco3: num(),
    ScoLir: num(),
    preNetArt: optionalNum(),
    totImpArt: num(),
    totIvaArt: num(),
    totArt: num(),
    IDArt: optionalNum(),
  })
  .loose();

const documentSchema = z
  .object({
    iddocven: num(),
    IDAge: num(),
    IDCli: num(),
    numOrd: text(),
    datDoc: upstreamDate(),
    staDoc: text(),
    impDoc: num(),
    ivaDoc: num(),
    totDoc: num(),
    FlgOrdine: flag01(),
    CodSezVen: text(),
    DesTra: text(),
    DesVet: text(),
    NUMCON: text(),
    Pagato: flag01(),
    FLGSENZAPREZZI: flag01(),
    TotSpeTra1: num(),
    TotSpeInc1: num(),
    TotSpeImb1: num(),
    TotSpeTra2: num(),
    TotSpeInc2: num(),
    TotSpeImb2: num(),
    DesModConsegna1: text(),
    DesModConsegna2: text(),
    DataRitiro: z.preprocess((v) => v ?? '', z.union([z.literal(''), upstreamDate()])),
    DesPag: text(),
    det: list(lineSchema).default([]),
  })
  .loose();

export const documentsReplySchema = z
  .object({ Errore: errore().default(''), Docs: list(documentSchema).default([]) })
  .loose();

const movementSchema = z
  .object({ CodSezVen: text(), PrgDocVen: text(), DatDocVen: upstreamDate(), QTA: num() })
  .loose();

const purchaseSchema = z
  .object({
    ID: num(),
    sku: text(),
    name: text(),
    IMAGE: jsonText(z.array(z.union([z.string(), z.object({ name: text() }).loose()])), []).catch([]),
    UltimaDatDocVen: upstreamDate(),
    QTAAssociataUltimaDatDocVen: num(),
    DettaglioMovimenti: list(movementSchema).default([]),
  })
  .loose();

export const purchasesReplySchema = z
  .object({ Errore: errore().default(''), Docs: list(purchaseSchema).default([]) })
  .loose();

export function normaliseDocuments(reply: z.output<typeof documentsReplySchema>): DocumentModel[] {
  return reply.Docs.map((d) => ({
    id: d.iddocven,
    agentId: d.IDAge,
    customerId: d.IDCli,
    number: d.numOrd,
    date: d.datDoc,
    state: d.staDoc,
    taxable: d.impDoc,
    vat: d.ivaDoc,
    total: d.totDoc,
    isOrder: d.FlgOrdine,
    section: d.CodSezVen,
    transport: d.DesTra,
    carrier: d.DesVet,
    consignment: d.NUMCON,
    paid: d.Pagato,
    withoutPrices: d.FLGSENZAPREZZI,
    charges: {
      transport: [d.TotSpeTra1, d.TotSpeTra2],
      cashOnDelivery: [d.TotSpeInc1, d.TotSpeInc2],
      handling: [d.TotSpeImb1, d.TotSpeImb2],
    },
    choices: {
      shippingMode: d.DesModConsegna1,
      secondShippingMode: d.DesModConsegna2,
      pickupDate: d.DataRitiro || null,
      payment: d.DesPag,
    },
    lines: d.det.map((l) => ({
      image: l.patIma,
      code: l.codArt,
      description: l.desArt,
      quantity: l.qtaArt,
      price: l.preArt,
      discountPercent: l.Sco1,
      discounts: [l.Sco1, l.Sco2, l.Sco3].filter((p) => p > 0),
      netPrice: l.preNetArt,
      discountAmount: l.ScoLir,
      taxable: l.totImpArt,
      vat: l.totIvaArt,
      total: l.totArt,
      articleId: l.IDArt,
    })),
  }));
}

export function normalisePurchases(reply: z.output<typeof purchasesReplySchema>): PurchaseModel[] {
  return reply.Docs.map((p) => {
    const first = p.IMAGE[0];
    return {
      articleId: p.ID,
      sku: p.sku,
      name: p.name,
      image: first === undefined ? null : typeof first === 'string' ? first : first.name,
      lastDate: p.UltimaDatDocVen,
      lastQuantity: p.QTAAssociataUltimaDatDocVen,
      movements: p.DettaglioMovimenti.map((m) => ({
        section: m.CodSezVen,
        number: m.PrgDocVen,
        date: m.DatDocVen,
        quantity: m.QTA,
      })),
    };
  });
}
