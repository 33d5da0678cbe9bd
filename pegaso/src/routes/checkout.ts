import type { FastifyInstance } from 'fastify';
import { paymentModes, shippingModes } from '../db/ordering-config.ts';
import { insertOrder, orderByKey } from '../db/orders.ts';
import { pickupCalendar } from '../db/pickup.ts';
import { isoDate, pickupAllowed, todayInRome } from '../ordering/pickup-check.ts';
import { companyOf, type RouteContext } from './context.ts';
import { readForm } from './form.ts';
import { checkoutForm } from './ordering-forms.ts';
import { adjustLines, ordererOf } from './ordering.ts';
import { PICKUP_MODE } from '../erp-codes.ts';
import { orderCharges, paysCashOnDelivery, sameCharges } from '../ordering/order-charges.ts';

/** The three companies' checkout calls share one flow; they differ in what they require. */
const variants = {
  webAppCheckout: { requirePayment: false, webPos: true },
  webAppCheckoutMondoCarta: { requirePayment: true, webPos: false },
  webAppCheckoutBetaRicambi: { requirePayment: false, webPos: false },
} as const;

export const INVALID_PICKUP = {
  Errore: 'DataRitiro non valida',
  Risposta: 'Data di ritiro non disponibile: sceglierne un’altra',
};

const refuse = (Errore: string, Risposta = Errore) => ({ Errore, Risposta });

export function checkoutRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, freeShippingAmount } = ctx;
  for (const [call, variant] of Object.entries(variants)) {
    app.post(`/pegaso/${call}`, async (request) => {
      const company = companyOf(request);
      const form = readForm(checkoutForm, request.body);
      const { Cliente: cliente, Documento: documento } = form;
      const who = await ordererOf(db, company, form.username, form.password, cliente.IdCli);
      if ('error' in who) return refuse(who.error);
      const lines = form.Carrello;
      if (!lines || lines.length === 0) return refuse('Carrello vuoto', 'Il carrello è vuoto');

      const modes = new Set((await shippingModes(db, company)).map((m) => m.id));
      const mode1 = documento.ModConsegna1;
      const mode2 = documento.ModConsegna2 || null;
      if (!modes.has(mode1) || (mode2 !== null && !modes.has(mode2)))
        return refuse('ModConsegna non valida', 'Modalità di consegna non valida');
      const paymentId = documento.IDModPag || null;
      const payments = await paymentModes(db, company, who.customer.IdCli);
      if (paymentId !== null && !payments.some((p) => p.IDModPag === paymentId))
        return refuse('IDModPag non valido', 'Modalità di pagamento non valida');
      if (variant.requirePayment && paymentId === null)
        return refuse('IDModPag mancante', 'Selezionare una modalità di pagamento');

      const pickup = mode1 === PICKUP_MODE || mode2 === PICKUP_MODE;
      const pickupDate = pickup ? isoDate(documento.DataRitiro) : null;
      if (pickup && !pickupDate) return INVALID_PICKUP;

      const key = form.idempotencyKey;
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
        // The ERP bills its own quote for what was chosen; the client's figures are only compared.
        const charges = orderCharges(
          adjusted.map((a) => a.line),
          { mode1, mode2, cashOnDelivery: paysCashOnDelivery(payments, paymentId), threshold: freeShippingAmount },
        );
        if (!sameCharges(documento.shippingCosts, charges))
          request.log.warn({ sent: documento.shippingCosts, billed: charges }, 'order charges differ from the quote');
        const order = await insertOrder(tx, {
          company,
          username: who.user.username,
          idRef: who.user.IdDetCliRef,
          idCli: who.customer.IdCli,
          idAge: who.user.IDAge,
          idDetCliSed: cliente.IDDetCliSed,
          mode1,
          mode2,
          pickupDate,
          waitForArrivals: documento.AttendiInArrivo,
          paymentModeId: paymentId,
          shippingCosts: charges,
          idempotencyKey: key,
          payload: {
            Cliente: cliente.sent,
            Documento: { ...documento.sent, flgWebPos: variant.webPos ? (documento.sent.flgWebPos ?? 0) : undefined },
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
