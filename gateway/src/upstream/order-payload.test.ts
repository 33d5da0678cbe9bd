import { describe, expect, it } from 'vitest';
import type { PricedCheckout } from '../checkout/checkout-cart.ts';
import type { CheckoutSubject } from '../checkout/checkout-subject.ts';
import { buildOrder, type OrderDecisions } from '../checkout/order-payload.ts';
import { orderPayloadOf } from './order-payload.ts';

/** The order as the ERP receives it: the shop's decisions, in the adapter's encoding. */
const buildOrderPayload = (...args: Parameters<typeof buildOrder>) => orderPayloadOf(buildOrder(...args));

const site = {
  id: 2,
  name: 'Magazzino',
  address: 'Via Irno 18',
  postcode: '84135',
  locality: 'Salerno',
  province: 'SA',
  country: 'IT',
};
const subject: CheckoutSubject = {
  session: {} as CheckoutSubject['session'],
  credentials: { username: 'CL002', password: 'x' },
  customer: { id: 2, name: 'Esposito Forniture S.n.c.', referenceId: 1002, sites: [site] },
  site,
};
const priced: PricedCheckout = {
  lines: [
    {
      cart: {
        cartItemId: 'l1',
        productId: 1,
        articleId: 1_000_100,
        sku: 'TS0001-01-S',
        name: 'T-shirt',
        color: '01-Bianco',
        size: 'S',
        quantity: 5,
        sco1: 0,
        sco2: 0,
      },
      adjusted: {
        lineId: 'l1',
        articleId: 1_000_100,
        split: { qtyOK: 3, qtyArr: 2, qtyPre: 0, qtyNO: 0 },
        discounts: [10, 5, 0, 0],
        discountType: 2,
        basePrice: 4,
        customerPrice: 3.42,
        priceWithVat: 4.17,
      },
      printedCatalogue: 1,
      cataloguePrice: 3.42,
    },
  ],
  priceChanges: [],
  upstream: {
    lines: [],
    shippingModes: [],
    paymentModes: [],
    localities: [],
    shippingCosts: {
      first: { transport: 12.9, cashOnDelivery: 2, handling: 1 },
      second: { transport: 12.9, cashOnDelivery: 2, handling: 1 },
    },
  },
};
const decisions: OrderDecisions = {
  receiveChoice: 'AVAILABLE_THEN_ARRIVALS',
  shippingModeId: 30,
  secondShippingModeId: 34,
  pickupDate: '2030-03-12',
  paymentModeId: 2,
  waitForArrivals: 2,
  notes: [' Citofonare ', 'Scala B'],
  address: null,
  flgWebPos: null,
};

describe('the order payload', () => {
  it('sends the customer, the priced cart lines and the document of the specification', () => {
    const p = buildOrderPayload(subject, priced, decisions);
    expect(p.Cliente).toMatchObject({
      IdCli: 2,
      IDDetCliSed: 2,
      IndSed: 'Via Irno 18',
      Loc: 'Salerno',
      Pro: 'SA',
      CAP: '84135',
      NAZ: 'IT',
    });
    expect(p.Carrello).toEqual([
      expect.objectContaining({
        id: 'l1',
        selectedIDArt: 1_000_100,
        catalogo: 1,
        quantity: 5,
        qtyOK: 3,
        qtyArr: 2,
        qtyPre: 0,
        qtyNO: 0,
        sco1: 10,
        sco2: 5,
        tipoSconto: 2,
        priceNoSco: 4,
        pricesco: 3.42,
        priceIva: 4.17,
      }),
    ]);
    // The second shipment is a pickup: no transport nor cash-on-delivery fee, the pickup handling only.
    expect(p.Documento).toEqual({
      ModConsegna1: 30,
      ModConsegna2: 34,
      DataRitiro: '03-12-2030',
      AttendiInArrivo: 2,
      Note1: 'Citofonare',
      Note2: 'Scala B',
      Note3: '',
      TotSpeTra1: 12.9,
      TotSpeInc1: 2,
      TotSpeImb1: 1,
      TotSpeTra2: 0,
      TotSpeInc2: 0,
      TotSpeImb2: 2,
      speTra: 17.9,
      IDModPag: 2,
    });
  });

  it('adds flgWebPos for the tenant that sends it, and no second shipment for one shipment', () => {
    const p = buildOrderPayload(subject, priced, {
      ...decisions,
      receiveChoice: 'ALL_TOGETHER',
      secondShippingModeId: null,
      pickupDate: null,
      flgWebPos: 1,
    });
    expect(p.Documento).toMatchObject({
      flgWebPos: 1,
      ModConsegna2: 0,
      DataRitiro: '',
      TotSpeTra2: 0,
      TotSpeImb2: 0,
      speTra: 15.9,
    });
  });

  it('takes an edited delivery address over the saved site', () => {
    const address = {
      address: 'Via Roma 1',
      locality: 'Napoli',
      province: 'NA',
      postcode: '80134',
      email: 'a@b.it',
    };
    const p = buildOrderPayload(subject, priced, { ...decisions, address });
    expect(p.Cliente).toMatchObject({
      IndSed: 'Via Roma 1',
      Loc: 'Napoli',
      Pro: 'NA',
      CAP: '80134',
      Mail: 'a@b.it',
      IDDetCliSed: 2,
    });
  });
});
