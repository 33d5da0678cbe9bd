import { shipmentCosts, shipmentTotal, type ReceiveChoice, type ShipmentCost } from '../domain/checkout.ts';
import { roundHalfUpToCents } from '../domain/money.ts';
import type { OrderModel } from '../erp/checkout-models.ts';
import type { CheckoutSubject } from './checkout-subject.ts';
import type { OrderAddress } from './order-placement-model.ts';
import type { PricedCheckout } from './checkout-cart.ts';

export interface OrderDecisions {
  receiveChoice: ReceiveChoice;
  shippingModeId: number;
  secondShippingModeId: number | null;
  pickupDate: string | null;
  paymentModeId: number | null;
  waitForArrivals: number;
  notes: readonly string[];
  address: OrderAddress | null;
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

/** The order the shop decided (spec §3 'Order payload'), for the tenant's checkout call. */
export function buildOrder(subject: CheckoutSubject, priced: PricedCheckout, d: OrderDecisions): OrderModel {
  const site = subject.site;
  const a = d.address;
  const [first, second] = shipmentsOf(priced, d);
  return {
    customer: {
      id: subject.customer.id,
      siteId: site?.id ?? 0,
      address: clean(a?.address) || (site?.address ?? ''),
      locality: clean(a?.locality) || (site?.locality ?? ''),
      province: clean(a?.province) || (site?.province ?? ''),
      postcode: clean(a?.postcode) || (site?.postcode ?? ''),
      country: clean(a?.country) || (site?.country ?? 'IT'),
      name2: clean(a?.name2),
      streetNumber: clean(a?.streetNumber),
      email: clean(a?.email),
      vatNumber: clean(a?.vatNumber),
    },
    lines: priced.lines.map(({ cart, adjusted, printedCatalogue }) => ({
      lineId: cart.cartItemId,
      articleId: cart.articleId,
      printedCatalogue,
      quantity: cart.quantity,
      name: cart.name,
      colour: cart.color,
      size: cart.size,
      adjusted,
    })),
    document: {
      shippingModeId: d.shippingModeId,
      secondShippingModeId: d.secondShippingModeId ?? 0,
      pickupDate: d.pickupDate,
      waitForArrivals: d.waitForArrivals,
      notes: [0, 1, 2].map((i) => clean(d.notes[i]).slice(0, NOTE_MAX)) as [string, string, string],
      first,
      second,
      shippingTotal: roundHalfUpToCents(shipmentTotal(first) + shipmentTotal(second)),
      paymentModeId: d.paymentModeId ?? 0,
      webPos: d.flgWebPos,
    },
  };
}
