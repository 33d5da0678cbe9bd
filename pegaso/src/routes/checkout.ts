import type { FastifyInstance } from 'fastify';
import { paymentModes, shippingModes } from '../db/ordering-config.ts';
import { insertOrder, orderByKey } from '../db/orders.ts';
import { pickupCalendar } from '../db/pickup.ts';
import { isoDate, pickupAllowed, todayInRome } from '../ordering/pickup-check.ts';
import { companyOf, readFields, text, type Fields, type RouteContext } from './context.ts';
import { adjustLines, cartRequestLines, ordererOf } from './ordering.ts';

/** The three companies' checkout calls share one flow; they differ in what they require. */
const variants = {
  webAppCheckout: { requirePayment: false, webPos: true },
  webAppCheckoutMondoCarta: { requirePayment: true, webPos: false },
  webAppCheckoutBetaRicambi: { requirePayment: false, webPos: false },
} as const;

export const PICKUP_MODE = 34;
export const INVALID_PICKUP = {
  Errore: 'DataRitiro non valida',
  Risposta: 'Data di ritiro non disponibile: sceglierne un’altra',
};

/** Cliente and Documento arrive as objects (JSON body) or as JSON text (form body). */
function objectOf(value: unknown): Fields {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {};
}

const numberOf = (fields: Fields, key: string) => {
  const n = Number(text(fields, key));
  return Number.isFinite(n) ? n : 0;
};

const refuse = (Errore: string, Risposta = Errore) => ({ Errore, Risposta });

export function checkoutRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  for (const [call, variant] of Object.entries(variants)) {
    app.post(`/pegaso/${call}`, async (request) => {
      const company = companyOf(request);
      const fields = readFields(request.body);
      const cliente = objectOf(fields.Cliente);
      const documento = objectOf(fields.Documento);
      const who = await ordererOf(
        db,
        company,
        text(fields, 'username'),
        text(fields, 'password'),
        numberOf(cliente, 'IdCli'),
      );
      if ('error' in who) return refuse(who.error);
      const lines = cartRequestLines(fields.Carrello);
      if (!lines || lines.length === 0) return refuse('Carrello vuoto', 'Il carrello è vuoto');

      const modes = new Set((await shippingModes(db, company)).map((m) => m.id));
      const mode1 = numberOf(documento, 'ModConsegna1');
      const mode2 = numberOf(documento, 'ModConsegna2') || null;
      if (!modes.has(mode1) || (mode2 !== null && !modes.has(mode2)))
        return refuse('ModConsegna non valida', 'Modalità di consegna non valida');
      const paymentId = numberOf(documento, 'IDModPag') || null;
      const payments = await paymentModes(db, company, who.customer.IdCli);
      if (paymentId !== null && !payments.some((p) => p.IDModPag === paymentId))
        return refuse('IDModPag non valido', 'Modalità di pagamento non valida');
      if (variant.requirePayment && paymentId === null)
        return refuse('IDModPag mancante', 'Selezionare una modalità di pagamento');

      const pickup = mode1 === PICKUP_MODE || mode2 === PICKUP_MODE;
      const pickupDate = pickup ? isoDate(text(documento, 'DataRitiro')) : null;
      if (pickup && !pickupDate) return INVALID_PICKUP;

      const key = text(fields, 'idempotencyKey').trim().slice(0, 100) || null;
      const shippingTotal = [
        'TotSpeTra1',
        'TotSpeInc1',
        'TotSpeImb1',
        'TotSpeTra2',
        'TotSpeInc2',
        'TotSpeImb2',
      ].reduce((s, k) => s + Math.max(numberOf(documento, k), 0), 0);
      const outcome = await db.transaction(async (tx) => {
        // One order at a time per company: order numbers and pickup slots are counted, not guessed.
        await tx.query("select pg_advisory_xact_lock(hashtext('pegaso.orders'), $1)", [company]);
        // A retry of an order that was stored (its reply lost on the way) gets that order back.
        const earlier = key ? await orderByKey(tx, company, who.user.IdDetCliRef, key) : null;
        if (earlier) return { order: earlier, productIds: [] };
        if (pickupDate && !pickupAllowed(pickupDate, todayInRome(), await pickupCalendar(tx, company)))
          return null;
        const adjusted = await adjustLines(tx, company, who.customer, lines, true);
        if (adjusted.length === 0) return 'empty' as const;
        const order = await insertOrder(tx, {
          company,
          username: who.user.username,
          idRef: who.user.IdDetCliRef,
          idCli: who.customer.IdCli,
          idAge: who.user.IDAge,
          idDetCliSed: numberOf(cliente, 'IDDetCliSed'),
          mode1,
          mode2,
          pickupDate,
          waitForArrivals: numberOf(documento, 'AttendiInArrivo'),
          paymentModeId: paymentId,
          shippingTotal,
          idempotencyKey: key,
          payload: {
            Cliente: cliente,
            Documento: { ...documento, flgWebPos: variant.webPos ? (documento.flgWebPos ?? 0) : undefined },
          },
          lines: adjusted,
        });
        return { order, productIds: [...new Set(adjusted.map((a) => a.article.productId))] };
      });
      if (outcome === null) return INVALID_PICKUP;
      if (outcome === 'empty') return refuse('Carrello vuoto', 'Nessun articolo ordinabile nel carrello');
      ctx.catalogue.invalidate(company, outcome.productIds);
      const { order } = outcome;
      return {
        Errore: '',
        Risposta: `Ordine n. ${order.numOrd} registrato`,
        IDOrd: order.id,
        numOrd: order.numOrd,
        iddocven: order.iddocven,
        totDoc: order.total,
      };
    });
  }
}
