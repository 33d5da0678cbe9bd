import { z } from 'zod';
import { formInteger, formNumber, formText, jsonOrText } from './form.ts';

// Route schemas of the ordering calls (getWebAppAdjustCart, getDateRitiro, the checkout calls).

/** One cart line: { qty, idArt, id } (the saved cart's quantity and selectedIDArt are accepted too). */
const cartLine = z
  .record(z.string(), z.unknown())
  .transform((item) => {
    const idArt = Number(item.idArt ?? item.selectedIDArt);
    return { id: String(item.id ?? idArt), idArt, qty: Number(item.qty ?? item.quantity) };
  })
  .pipe(z.object({ id: z.string(), idArt: z.number().int(), qty: z.number().int().positive() }));

/** The lines of pcartData / Carrello (an array or its JSON text); null when malformed. */
export const cartLines = z.preprocess(jsonOrText, z.array(cartLine)).nullable().catch(null);

export const adjustCartForm = z.object({
  username: formText(),
  password: formText(),
  idCli: formInteger(),
  pcartData: cartLines,
  /** The payment chosen at checkout, so that the quote's collection fee follows it; 0 or absent: the default. */
  IDModPag: formInteger(),
});

export const pickupDatesForm = z.object({ IDCli: formInteger() });

/** Cliente and Documento arrive as objects (JSON body) or as JSON text (form body); kept as sent. */
const sentObject = z.preprocess(jsonOrText, z.record(z.string(), z.unknown()).catch({}));

const cliente = sentObject.transform((sent) => ({
  sent,
  ...z.object({ IdCli: formNumber(), IDDetCliSed: formNumber() }).parse(sent),
}));

const documentoFields = z.object({
  ModConsegna1: formNumber(),
  ModConsegna2: formNumber(),
  IDModPag: formNumber(),
  DataRitiro: formText(),
  AttendiInArrivo: formNumber(),
  TotSpeTra1: formNumber(),
  TotSpeInc1: formNumber(),
  TotSpeImb1: formNumber(),
  TotSpeTra2: formNumber(),
  TotSpeInc2: formNumber(),
  TotSpeImb2: formNumber(),
});

const documento = sentObject.transform((sent) => {
  const fields = documentoFields.parse(sent);
  const costs = [fields.TotSpeTra1, fields.TotSpeInc1, fields.TotSpeImb1, fields.TotSpeTra2, fields.TotSpeInc2, fields.TotSpeImb2];
  // The shipping costs the client computed, only compared with the ERP's own (a negative counts as none).
  const shippingCosts = costs.map((n) => Math.max(n, 0));
  return { sent, ...fields, shippingCosts, shippingTotal: shippingCosts.reduce((s, n) => s + n, 0) };
});

export const checkoutForm = z.object({
  username: formText(),
  password: formText(),
  Cliente: cliente,
  Documento: documento,
  Carrello: cartLines,
  idempotencyKey: formText().transform((key) => key.trim().slice(0, 100) || null),
});
