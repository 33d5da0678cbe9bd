/** Normalised shapes of the checkout calls' replies. */

export interface AdjustedLine {
  lineId: string;
  articleId: number;
  split: { qtyOK: number; qtyArr: number; qtyPre: number; qtyNO: number };
  discounts: [number, number, number, number];
  discountType: number;
  /** The unit price before the line's discounts, net. */
  basePrice: number;
  /** The unit price the customer pays, net: the ERP's price of the order. */
  customerPrice: number;
  /** That price with VAT, as a company showing prices 'i.i.' shows it. */
  priceWithVat: number;
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
  localities: LocalityModel[];
  /** Everything in one shipment; and the extra shipment of what is not available now. */
  shippingCosts: { first: ShipmentCost; second: ShipmentCost };
}

export interface LocalityModel {
  name: string;
  province: string;
  postcode: string;
}

/** Dates 'YYYY-MM-DD'. */
export interface PickupCalendarModel {
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
  /** Its order document's id (the ERP's IDDocVen), null when the ERP gave none. */
  documentId: number | null;
  orderNumber: number;
  /** Taxable amount of its document (goods and shipping, VAT excluded), as the checkout reply's. */
  total: number;
}

/** A cart line sent for pricing; the priced line comes back under the same `lineId`. */
export interface PricingRequestLine {
  lineId: string;
  articleId: number;
  quantity: number;
  /** The article's printed-catalogue mark, as the catalogue has it. */
  printedCatalogue: number;
}

/** An order as the shop decided it, for the company's checkout call (spec §3 'Order payload'). */
export interface OrderModel {
  /** Who orders and where the goods go: the chosen site, or the address edited at checkout. */
  customer: {
    id: number;
    /** The chosen delivery site, 0 without one. */
    siteId: number;
    address: string;
    locality: string;
    province: string;
    postcode: string;
    country: string;
    /** Of an edited address ('' otherwise): second name line, street number, e-mail, VAT number. */
    name2: string;
    streetNumber: string;
    email: string;
    vatNumber: string;
  };
  /** The priced cart lines, each with the split, discounts and prices the ERP's pricing answered. */
  lines: Array<{
    lineId: string;
    articleId: number;
    /** As in PricingRequestLine. */
    printedCatalogue: number;
    quantity: number;
    name: string;
    colour: string | null;
    size: string | null;
    adjusted: AdjustedLine;
  }>;
  document: {
    shippingModeId: number;
    /** 0 without a second shipment. */
    secondShippingModeId: number;
    /** 'YYYY-MM-DD', null without a pickup. */
    pickupDate: string | null;
    waitForArrivals: number;
    /** The three notes, trimmed and cut to what the ERP keeps. */
    notes: [string, string, string];
    first: ShipmentCost;
    second: ShipmentCost;
    /** Both shipments' costs together, rounded to cents. */
    shippingTotal: number;
    /** 0 for the customer's default. */
    paymentModeId: number;
    /** Card payment ('Paga con') for the tenant that sends it; null for the others. */
    webPos: 0 | 1 | null;
  };
}
