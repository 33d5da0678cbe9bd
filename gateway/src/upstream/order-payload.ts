import { toUpstreamDate } from '../domain/pickup-dates.ts';
import type { OrderModel } from '../erp/checkout-models.ts';

/** The order as the checkout calls take it (spec §3 'Order payload'). */
export interface OrderPayload {
  Cliente: Record<string, string | number>;
  Carrello: Array<Record<string, string | number | null>>;
  Documento: Record<string, string | number>;
}

/** The order the shop decided, in the ERP's names: the customer, the priced cart, the document. */
export function orderPayloadOf(order: OrderModel): OrderPayload {
  const c = order.customer;
  const d = order.document;
  const documento: OrderPayload['Documento'] = {
    ModConsegna1: d.shippingModeId,
    ModConsegna2: d.secondShippingModeId,
    DataRitiro: d.pickupDate ? toUpstreamDate(d.pickupDate) : '',
    AttendiInArrivo: d.waitForArrivals,
    Note1: d.notes[0],
    Note2: d.notes[1],
    Note3: d.notes[2],
    TotSpeTra1: d.first.transport,
    TotSpeInc1: d.first.cashOnDelivery,
    TotSpeImb1: d.first.handling,
    TotSpeTra2: d.second.transport,
    TotSpeInc2: d.second.cashOnDelivery,
    TotSpeImb2: d.second.handling,
    speTra: d.shippingTotal,
    IDModPag: d.paymentModeId,
  };
  if (d.webPos !== null) documento.flgWebPos = d.webPos;
  return {
    Cliente: {
      IdCli: c.id,
      IDDetCliSed: c.siteId,
      IndSed: c.address,
      Loc: c.locality,
      Pro: c.province,
      CAP: c.postcode,
      NAZ: c.country,
      IDLoc: 0,
      Des2: c.name2,
      Num: c.streetNumber,
      Mail: c.email,
      ParIva: c.vatNumber,
    },
    Carrello: order.lines.map((l) => ({
      id: l.lineId,
      selectedIDArt: l.articleId,
      catalogo: l.printedCatalogue,
      quantity: l.quantity,
      name: l.name,
      variation: l.colour,
      selectedProductColor: l.colour,
      selectedProductSize: l.size,
      qtyOK: l.adjusted.split.qtyOK,
      qtyArr: l.adjusted.split.qtyArr,
      qtyPre: l.adjusted.split.qtyPre,
      qtyNO: l.adjusted.split.qtyNO,
      sco1: l.adjusted.discounts[0],
      sco2: l.adjusted.discounts[1],
      sco3: l.adjusted.discounts[2],
      sco4: l.adjusted.discounts[3],
      tipoSconto: l.adjusted.discountType,
      priceNoSco: l.adjusted.basePrice,
      pricesco: l.adjusted.customerPrice,
      priceIva: l.adjusted.priceWithVat,
    })),
    Documento: documento,
  };
}
