import type { CheckoutCall } from '../tenants/profile.ts';
import { fromUpstreamDate } from '../domain/pickup-dates.ts';
import type { UpstreamHttp } from './http-client.ts';
import { orderPayloadOf } from './order-payload.ts';
import {
  adjustCartReplySchema,
  checkoutReplySchema,
  localitiesReplySchema,
  pickupReplySchema,
  placedOrdersReplySchema,
  type AdjustCartReply,
  type PickupReply,
} from './replies/checkout.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import type { Credentials } from '../erp/models.ts';
import type {
  AdjustedCart,
  CheckoutReceipt,
  OrderModel,
  PlacedOrder,
  PricingRequestLine,
  LocalityModel,
  PickupCalendarModel,
} from '../erp/checkout-models.ts';
import type { ErpCheckout } from '../erp/erp.ts';

/** The checkout calls of one company's upstream, in the ERP's terms out and ours back. */
export class CheckoutApi implements ErpCheckout {
  constructor(private readonly http: UpstreamHttp) {}

  /** getWebAppAdjustCart: the cart priced and split for the customer. An Errore is a refusal. */
  async adjustCart(
    c: Credentials,
    customerId: number,
    lines: readonly PricingRequestLine[],
    /** The payment chosen at checkout: the ERP's collection fee follows it; null for the customer's default. */
    paymentModeId: number | null = null,
  ): Promise<ErpResult<AdjustedCart>> {
    const reply = await this.http.postForm(
      'pegaso/getWebAppAdjustCart',
      {
        username: c.username,
        password: c.password,
        idCli: customerId,
        pcartData: JSON.stringify(lines.map((l) => ({ id: l.lineId, idArt: l.articleId, qty: l.quantity, catalogo: l.printedCatalogue }))),
        ...(paymentModeId === null ? {} : { IDModPag: paymentModeId }),
      },
      adjustCartReplySchema,
    );
    if (reply.Errore) return refusedBy('getWebAppAdjustCart', reply.Errore);
    return accepted(normaliseAdjustedCart(reply));
  }

  async pickupCalendar(customerId: number): Promise<ErpResult<PickupCalendarModel>> {
    const reply = await this.http.postForm('pegaso/getDateRitiro', { IDCli: customerId }, pickupReplySchema);
    if (reply.Errore) return refusedBy('getDateRitiro', reply.Errore);
    return accepted(normalisePickup(reply));
  }

  async localities(): Promise<LocalityModel[]> {
    const reply = await this.http.postForm('pegaso/getLocalita', {}, localitiesReplySchema);
    return reply.localita.map((l) => ({ name: l.Loc, province: l.Pro, postcode: l.CAP }));
  }

  /**
   * The company's checkout call; Errore with Risposta is the ERP's refusal, shown as it says.
   * `idempotencyKey` (an extension an ERP may ignore) lets the reference upstream return the
   * order already stored when a reply was lost and the call is retried.
   */
  async checkout(
    call: CheckoutCall,
    c: Credentials,
    order: OrderModel,
    idempotencyKey: string,
  ): Promise<ErpResult<CheckoutReceipt>> {
    const body = { username: c.username, password: c.password, idempotencyKey, ...orderPayloadOf(order) };
    const reply = await this.http.postJsonAsForm(`pegaso/${call}`, body, checkoutReplySchema);
    if (reply.Errore) return refusedBy(call, reply.Errore, reply.Risposta || reply.Errore);
    return accepted({
      orderId: reply.IDOrd,
      orderNumber: reply.numOrd,
      documentId: reply.iddocven && reply.iddocven > 0 ? reply.iddocven : null,
      total: reply.totDoc,
      answer: reply.Risposta,
    });
  }

  /**
   * The customer's orders placed through a checkout call that carried a key: getDocCli's
   * documents, matched by the key the call was sent with. Newest first, as the ERP lists them.
   */
  async placedOrders(c: Credentials, customerId: number): Promise<ErpResult<PlacedOrder[]>> {
    const reply = await this.http.postForm(
      'pegaso/getDocCli',
      { username: c.username, password: c.password, IDCli: customerId },
      placedOrdersReplySchema,
    );
    if (reply.Errore) return refusedBy('getDocCli', reply.Errore);
    return accepted(
      reply.Docs.flatMap((d) =>
        d.idempotencyKey.trim() && d.IDOrd > 0
          ? [{ key: d.idempotencyKey.trim(), orderId: d.IDOrd, documentId: d.iddocven > 0 ? d.iddocven : null, orderNumber: d.numOrd, total: d.impDoc }]
          : [],
      ),
    );
  }
}

function normaliseAdjustedCart(reply: AdjustCartReply): AdjustedCart {
  return {
    lines: reply.item.map((l) => ({
      lineId: l.id,
      articleId: l.idArt,
      split: { qtyOK: l.qtyOK, qtyArr: l.qtyArr, qtyPre: l.qtyPre, qtyNO: l.qtyNO },
      discounts: [l.sco1, l.sco2, l.sco3, l.sco4],
      discountType: l.tipoSconto,
      basePrice: l.priceNoSco,
      customerPrice: l.pricesco,
      priceWithVat: l.priceIva,
    })),
    shippingModes: reply.spedizione.map((m) => ({ id: m.id, description: m.Des })),
    paymentModes: reply.Pagamenti.map((p) => ({
      id: p.IDModPag,
      description: p.DesPag,
      isDefault: p.pagCli,
    })),
    localities: reply.localita.map((l) => ({ name: l.Loc, province: l.Pro, postcode: l.CAP })),
    shippingCosts: {
      first: { transport: reply.totSpeTra1, cashOnDelivery: reply.totSpeInc1, handling: reply.totSpeImb1 },
      second: { transport: reply.totSpeTra2, cashOnDelivery: reply.totSpeInc2, handling: reply.totSpeImb2 },
    },
  };
}

/** Dates the ERP writes 'MM-DD-YYYY'; one it cannot read is left out rather than guessed. */
function isoOrNull(date: string): string | null {
  try {
    return fromUpstreamDate(date);
  } catch {
    return null;
  }
}

function normalisePickup(reply: PickupReply): PickupCalendarModel {
  const enabled = reply.DateAbilitate.flatMap((d) => {
    const date = isoOrNull(d.Data);
    return date ? [{ date, slots: d.NumRit }] : [];
  });
  const booked = reply.Prenotazioni.flatMap((b) => {
    const date = isoOrNull(b.Data);
    return date ? [{ date, count: b.Num }] : [];
  });
  return {
    enabled,
    disabled: reply.Date.flatMap((d) => isoOrNull(d.DataRitiroDisabilitata) ?? []),
    slotsPerDay: reply.NumSlot,
    booked,
    nextBooked: reply.ProxRit ? isoOrNull(reply.ProxRit) : null,
  };
}
