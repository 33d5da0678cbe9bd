/** Normalised shapes of the checkout calls' replies. */

export interface AdjustedLine {
  lineId: string;
  articleId: number;
  split: { qtyOK: number; qtyArr: number; qtyPre: number; qtyNO: number };
  discounts: [number, number, number, number];
  discountType: number;
  priceNoSco: number;
  pricesco: number;
  priceIva: number;
}

export interface ShipmentCost {
  transport: number;
  cashOnDelivery: number;
  handling: number;
}

export interface AdjustedCart {
  lines: AdjustedLine[];
  shippingModes: Array<{ id: number; description: string }>;
  paymentModes: Array<{ id: number; description: string; isDefault: boolean }>;
  localities: UpstreamLocality[];
  /** Everything in one shipment; and the extra shipment of what is not available now. */
  shippingCosts: { first: ShipmentCost; second: ShipmentCost };
}

export interface UpstreamLocality {
  name: string;
  province: string;
  postcode: string;
}

/** Dates 'YYYY-MM-DD'. */
export interface UpstreamPickupCalendar {
  enabled: Array<{ date: string; slots: number }>;
  disabled: string[];
  slotsPerDay: number;
  booked: Array<{ date: string; count: number }>;
  nextBooked: string | null;
}

/** The ERP's answer to a placed order. */
export interface CheckoutReceipt {
  orderId: number;
  orderNumber: number;
  /** The order's document in the customer's documents, when the ERP names it. */
  documentId: number | null;
  total: number;
  answer: string;
}

/** An order the customer's documents show as placed by a checkout call carrying `key`. */
export interface PlacedOrder {
  key: string;
  orderId: number;
  orderNumber: number;
  /** Taxable amount of its document (goods and shipping, VAT excluded), as the checkout reply's. */
  total: number;
}

/** A cart line sent for pricing; the priced line comes back under the same `lineId`. */
export interface PricingRequestLine {
  lineId: string;
  articleId: number;
  quantity: number;
  /** The catalogue the article is sold from (the product's catalogo). */
  catalogue: number;
}

/** The order as the checkout calls take it (spec §3 'Order payload'). */
export interface OrderPayload {
  Cliente: Record<string, string | number>;
  Carrello: Array<Record<string, string | number | null>>;
  Documento: Record<string, string | number>;
}
