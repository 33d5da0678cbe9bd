import { shipmentCosts, shipmentTotal, type ReceiveChoice, type ShipmentCost } from '../domain/checkout.ts';
import { roundHalfUpToCents } from '../domain/money.ts';
import { toUpstreamDate } from '../domain/pickup-dates.ts';
import type { OrderPlaceAddressInput } from '../graphql/generated/resolvers.ts';
import type { OrderPayload } from '../erp/checkout-models.ts';
import type { CheckoutSubject } from './checkout-subject.ts';
import type { PricedCheckout } from './checkout-cart.ts';

export interface OrderDecisions {
  receiveChoice: ReceiveChoice;
  shippingModeId: number;
  secondShippingModeId: number | null;
  pickupDate: string | null;
  paymentModeId: number | null;
  waitForArrivals: number;
  notes: readonly string[];
  address: OrderPlaceAddressInput | null;
  /** Tenant 1 only: flgWebPos travels in the order (card payment 'Paga con'). */
  flgWebPos: 0 | 1 | null;
}

const NOTE_MAX = 250;
const clean = (v: string | null | undefined) => (v ?? '').trim();

/** What each shipment costs for the chosen delivery modes: one shipment, or two when split on arrival. */
export function shipmentsOf(priced: PricedCheckout, d: OrderDecisions): [ShipmentCost, ShipmentCost] {
  return shipmentCosts(
    priced.upstream.shippingCosts,
    d.receiveChoice,
    d.shippingModeId,
    d.secondShippingModeId,
  );
}

/** The full order payload of the specification (§3 'Order payload') for the tenant's checkout call. */
export function buildOrderPayload(
  subject: CheckoutSubject,
  priced: PricedCheckout,
  d: OrderDecisions,
): OrderPayload {
  const site = subject.site;
  const a = d.address;
  const [first, second] = shipmentsOf(priced, d);
  const documento: OrderPayload['Documento'] = {
    ModConsegna1: d.shippingModeId,
    ModConsegna2: d.secondShippingModeId ?? 0,
    DataRitiro: d.pickupDate ? toUpstreamDate(d.pickupDate) : '',
    AttendiInArrivo: d.waitForArrivals,
    Note1: clean(d.notes[0]).slice(0, NOTE_MAX),
    Note2: clean(d.notes[1]).slice(0, NOTE_MAX),
    Note3: clean(d.notes[2]).slice(0, NOTE_MAX),
    TotSpeTra1: first.transport,
    TotSpeInc1: first.cashOnDelivery,
    TotSpeImb1: first.handling,
    TotSpeTra2: second.transport,
    TotSpeInc2: second.cashOnDelivery,
    TotSpeImb2: second.handling,
    speTra: roundHalfUpToCents(shipmentTotal(first) + shipmentTotal(second)),
    IDModPag: d.paymentModeId ?? 0,
  };
  if (d.flgWebPos !== null) documento.flgWebPos = d.flgWebPos;
  return {
    Cliente: {
      IdCli: subject.customer.id,
      IDDetCliSed: site?.id ?? 0,
      IndSed: clean(a?.address) || (site?.address ?? ''),
      Loc: clean(a?.locality) || (site?.locality ?? ''),
      Pro: clean(a?.province) || (site?.province ?? ''),
      CAP: clean(a?.postcode) || (site?.postcode ?? ''),
      NAZ: clean(a?.country) || (site?.country ?? 'IT'),
      IDLoc: 0,
      Des2: clean(a?.name2),
      Num: clean(a?.streetNumber),
      Mail: clean(a?.email),
      ParIva: clean(a?.vatNumber),
    },
    Carrello: priced.lines.map(({ cart, adjusted, catalogo }) => ({
      id: cart.cartItemId,
      selectedIDArt: cart.articleId,
      catalogo,
      quantity: cart.quantity,
      name: cart.name,
      variation: cart.color,
      selectedProductColor: cart.color,
      selectedProductSize: cart.size,
      qtyOK: adjusted.split.qtyOK,
      qtyArr: adjusted.split.qtyArr,
      qtyPre: adjusted.split.qtyPre,
      qtyNO: adjusted.split.qtyNO,
      sco1: adjusted.discounts[0],
      sco2: adjusted.discounts[1],
      sco3: adjusted.discounts[2],
      sco4: adjusted.discounts[3],
      tipoSconto: adjusted.discountType,
      priceNoSco: adjusted.priceNoSco,
      pricesco: adjusted.pricesco,
      priceIva: adjusted.priceIva,
    })),
    Documento: documento,
  };
}
