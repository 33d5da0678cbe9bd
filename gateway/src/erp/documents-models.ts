/** Documents and last purchases as the gateway sees them (normalised from getDocCli / getLastPurchases). */

export interface UpstreamDocumentLine {
  /** patIma: the line's picture name, '' when none. */
  image: string;
  code: string;
  description: string;
  quantity: number;
  price: number;
  discountPercent: number;
  discountAmount: number;
  taxable: number;
  vat: number;
  total: number;
  /** The article, when the ERP says it (the reference upstream does). */
  articleId: number | null;
}

export interface UpstreamDocument {
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
  lines: UpstreamDocumentLine[];
}

export interface UpstreamPurchaseMovement {
  section: string;
  number: string;
  date: string;
  quantity: number;
}

export interface UpstreamPurchase {
  articleId: number;
  sku: string;
  name: string;
  /** The first picture of the IMAGE list. */
  image: string | null;
  lastDate: string;
  lastQuantity: number;
  movements: UpstreamPurchaseMovement[];
}
