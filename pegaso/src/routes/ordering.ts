import type { FastifyInstance } from 'fastify';
import {
  agentHasCustomer,
  authenticate,
  findCustomer,
  type CustomerRow,
  type UserRow,
} from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import {
  conditionMaps,
  localities,
  orderArticles,
  paymentModes,
  shippingModes,
} from '../db/ordering-config.ts';
import { nextPickup, pickupCalendar } from '../db/pickup.ts';
import { companyProfile } from '../company-profile.ts';
import { customerTermsOf } from '../db/pricing.ts';
import { adjustLine, type AdjustedLine } from '../ordering/adjust.ts';
import { quotedShipping } from '../ordering/shipping-quote.ts';
import { paysCashOnDelivery } from '../ordering/order-charges.ts';
import { badCredentials, companyOf, type RouteContext } from './context.ts';
import { readForm } from './form.ts';
import { adjustCartForm, pickupDatesForm } from './ordering-forms.ts';

/** Company 2's ERP sends no stock for many articles: it counts as plenty (the company profile says how much). */
export const missingStockDefaultOf = (company: number): number | null => companyProfile(company).missingStockDefault;

export type Orderer = { user: UserRow; customer: CustomerRow } | { error: string };

/** The user of the credentials and the customer it orders for: itself, or one of an agent's customers. */
export async function ordererOf(
  db: Db,
  company: number,
  username: string,
  password: string,
  idCli: number,
): Promise<Orderer> {
  const user = await authenticate(db, company, username, password);
  if (!user) return { error: badCredentials };
  const id = idCli > 0 ? idCli : user.IDCli;
  if (user.IDAge > 0 ? !(await agentHasCustomer(db, company, user.IDAge, id)) : id !== user.IDCli) {
    return { error: "Cliente non associato all'utente" };
  }
  const customer = await findCustomer(db, company, id);
  return customer ? { user, customer } : { error: 'Cliente non trovato' };
}

export interface CartRequestLine {
  id: string;
  idArt: number;
  qty: number;
}

/**
 * Prices (by the shop's unit-price rule, as the listing and cart show it) and splits the lines
 * for the customer; articles that do not exist are left out.
 */
export async function adjustLines(
  db: Db,
  company: number,
  customer: CustomerRow,
  lines: CartRequestLine[],
  forUpdate = false,
) {
  const articles = await orderArticles(db, company, [...new Set(lines.map((l) => l.idArt))], forUpdate);
  const terms = await customerTermsOf(db, company, customer);
  const { pricing } = companyProfile(company);
  const adjusted: Array<{ line: AdjustedLine; article: NonNullable<ReturnType<typeof articles.get>> }> = [];
  for (const line of lines) {
    const article = articles.get(line.idArt);
    if (article)
      adjusted.push({ line: adjustLine(line, article, terms, pricing, missingStockDefaultOf(company)), article });
  }
  return adjusted;
}

export function orderingRoutes(app: FastifyInstance, { db, freeShippingAmount }: RouteContext): void {
  app.post('/pegaso/getWebAppAdjustCart', async (request) => {
    const company = companyOf(request);
    const form = readForm(adjustCartForm, request.body);
    const who = await ordererOf(db, company, form.username, form.password, form.idCli ?? 0);
    if ('error' in who) return { Errore: who.error };
    const lines = form.pcartData;
    if (!lines) return { Errore: 'Carrello non valido' };
    const adjusted = await adjustLines(db, company, who.customer, lines);
    const payments = await paymentModes(db, company, who.customer.IdCli);
    const cashOnDelivery = paysCashOnDelivery(payments, form.IDModPag ?? null);
    const { conditions } = await conditionMaps(db, company, who.customer.IdCli);
    return {
      Errore: '',
      item: adjusted.map(({ line }) => line),
      condizioni: [...conditions].map(([IDArt, c]) => ({ IDArt, ...c })),
      personal: {
        S1: who.customer.S1,
        S2: who.customer.S2,
        IDLis: who.customer.IDLis,
        IDCli: who.customer.IdCli,
        IDAge: who.user.IDAge,
        TipLis: who.customer.TipLis,
      },
      spedizione: await shippingModes(db, company),
      ...quotedShipping(
        adjusted.map((a) => a.line),
        cashOnDelivery,
        freeShippingAmount,
      ),
      localita: await localities(db),
      Pagamenti: payments.map(({ cashOnDelivery: _cod, ...p }) => ({ ...p, pagCli: p.pagCli ? 1 : 0 })),
    };
  });

  app.post('/pegaso/getDateRitiro', async (request) => {
    const company = companyOf(request);
    const idCli = readForm(pickupDatesForm, request.body).IDCli ?? 0;
    const cal = await pickupCalendar(db, company);
    return {
      Errore: '',
      DateAbilitate: cal.enabled,
      Date: cal.disabled.map((DataRitiroDisabilitata) => ({ DataRitiroDisabilitata })),
      NumSlot: cal.NumSlot,
      Prenotazioni: cal.booked,
      ProxRit: idCli > 0 ? await nextPickup(db, company, idCli) : '',
    };
  });

  app.post('/pegaso/getLocalita', async () => ({ Errore: '', localita: await localities(db) }));
}
