/** Documents and last purchases as the gateway sees them (normalised from getDocCli / getLastPurchases). */

export interface DocumentLineModel {
  /** patIma: the line's picture name, '' when none. */
  image: string;
  code: string;
  description: string;
  quantity: number;
  /** preArt: the price the line's discounts start from (the net price when there is none). */
  price: number;
  /** Sco1: the first discount. */
  discountPercent: number;
  /** Sco1, Sco2, Sco3 as applied, in order, the zero ones left out (Sco2, Sco3: reference extension). */
  discounts: number[];
  /** preNetArt: the net unit price charged, when the ERP says it (reference extension). */
  netPrice: number | null;
  discountAmount: number;
  taxable: number;
  vat: number;
  total: number;
  /** The article, when the ERP says it (the reference upstream does). */
  articleId: number | null;
}

export interface DocumentModel {
  id: number;
  agentId: number;
  customerId: number;
  number: string;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  state: string;
  taxable: number;
  vat: number;
  total: number;
  /** FlgOrdine: an order rather than a fiscal document. */
  isOrder: boolean;
  /** CodSezVen: the document's section (FT, DDT, NC, OC, OW ...). */
  section: string;
  /** DesTra: how the goods travel. */
  transport: string;
  /** DesVet: the carrier. */
  carrier: string;
  /** NUMCON: the consignment number. */
  consignment: string;
  paid: boolean;
  /** FLGSENZAPREZZI: printed and shown without amounts. */
  withoutPrices: boolean;
  /**
   * The order's charges per shipment [first, second], net (TotSpeTra1/2, TotSpeInc1/2,
   * TotSpeImb1/2; reference extension, zeros when the ERP does not say them).
   */
  charges: { transport: [number, number]; cashOnDelivery: [number, number]; handling: [number, number] };
  /** What the buyer chose (reference extension): delivery modes as named, pickup date, payment. */
  choices: {
    shippingMode: string;
    secondShippingMode: string;
    /** ISO 'YYYY-MM-DD', null when none. */
    pickupDate: string | null;
    /** DesPag. */
    payment: string;
  };
  lines: DocumentLineModel[];
}

export interface PurchaseMovementModel {
  section: string;
  number: string;
  date: string;
  quantity: number;
}

export interface PurchaseModel {
  articleId: number;
  sku: string;
  name: string;
  /** The first picture of the IMAGE list. */
  image: string | null;
  lastDate: string;
  lastQuantity: number;
  movements: PurchaseMovementModel[];
}
