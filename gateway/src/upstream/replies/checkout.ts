import { z } from 'zod';
import { errore, flag01, jsonText, num, text } from '../fields.ts';

// Replies of the checkout calls. Lists may come as arrays or as JSON text, as the ERP does
// elsewhere; numbers may come as strings.

const list = <S extends z.ZodType>(item: S) => jsonText(z.array(item), []);

const adjustedLineSchema = z
  .object({
    id: text(),
    idArt: num(),
    qtyOK: num(),
    qtyArr: num(),
    qtyPre: num(),
    qtyNO: num(),
    sco1: num(),
    sco2: num(),
    sco3: num(),
    sco4: num(),
    tipoSconto: num(2),
    priceNoSco: num(),
    pricesco: num(),
    priceIva: num(),
  })
  .loose();

export const adjustCartReplySchema = z
  .object({
    Errore: errore().default(''),
    item: list(adjustedLineSchema),
    spedizione: list(z.object({ id: num(), Des: text() }).loose()),
    Pagamenti: list(z.object({ IDModPag: num(), DesPag: text(), pagCli: flag01() }).loose()),
    localita: list(z.object({ Loc: text(), Pro: text(), CAP: text() }).loose()),
    totSpeTra1: num(),
    totSpeInc1: num(),
    totSpeImb1: num(),
    totSpeTra2: num(),
    totSpeInc2: num(),
    totSpeImb2: num(),
  })
  .loose();

export const pickupReplySchema = z
  .object({
    Errore: errore().default(''),
    DateAbilitate: list(z.object({ Data: text(), NumRit: num() }).loose()),
    Date: list(z.object({ DataRitiroDisabilitata: text() }).loose()),
    NumSlot: num(),
    Prenotazioni: list(z.object({ Data: text(), Num: num() }).loose()),
    ProxRit: text().default(''),
  })
  .loose();

export const localitiesReplySchema = z
  .object({
    Errore: errore().default(''),
    localita: list(z.object({ Loc: text(), Pro: text(), CAP: text() }).loose()),
  })
  .loose();

export const checkoutReplySchema = z
  .object({
    Errore: errore().default(''),
    Risposta: text().default(''),
    IDOrd: num(),
    numOrd: num(),
    totDoc: num(),
    // The order's document (the reference upstream names it); an ERP that does not leaves it out.
    iddocven: num().optional(),
  })
  .loose();

/**
 * getDocCli read for the orders a checkout call placed: only the documents carrying the key the
 * call was sent with matter here (reference extension `idempotencyKey`, with the order's `IDOrd`);
 * the rest of each document is the documents area's business and is not validated twice.
 */
const placedDocumentSchema = z
  .object({
    iddocven: num(),
    numOrd: num(),
    impDoc: num(),
    IDOrd: num(),
    idempotencyKey: text(),
  })
  .loose();

export const placedOrdersReplySchema = z
  .object({ Errore: errore().default(''), Docs: list(placedDocumentSchema).default([]) })
  .loose();

export type AdjustCartReply = z.output<typeof adjustCartReplySchema>;
export type PickupReply = z.output<typeof pickupReplySchema>;
