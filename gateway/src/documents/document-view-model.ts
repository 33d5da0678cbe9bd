import type { ImageView } from '../catalogue/media-urls.ts';
import type { Money } from '../domain/money.ts';
import type { TrackingLink } from '../domain/tracking.ts';

// Documents, shipments and past purchases as the customer area shows them (document-views.ts).
// The API's Document, Shipment and LastPurchase have these shapes, so resolvers return them as
// they are. Amounts are null when the document is printed without prices or the viewer sees none;
// dates are 'YYYY-MM-DD'.

export interface DocumentLineView {
  code: string;
  description: string;
  image: ImageView | null;
  /** In the document's unit: pieces, or a fraction for goods sold by measure. */
  quantity: number;
  /** The unit price charged (netPrice). */
  unitPrice: Money | null;
  /** The first discount; `discounts` lists them all. */
  discountPercent: number | null;
  listPrice: Money | null;
  discounts: number[];
  netPrice: Money | null;
  amount: Money | null;
  taxable: Money | null;
  vat: Money | null;
  total: Money | null;
}

export interface DocumentView {
  id: string;
  customerId: string;
  number: string;
  date: string;
  /** As shown: Fattura, Documento di trasporto, Ordine… */
  type: string;
  section: string;
  state: string;
  isOrder: boolean;
  showsAmounts: boolean;
  /** The company reads its amounts VAT-inclusive ('i.i.'). */
  amountsIncludeVat: boolean;
  goods: Money | null;
  shipping: Money | null;
  collectionFee: Money | null;
  packingFee: Money | null;
  otherCharges: Money | null;
  taxable: Money | null;
  vat: Money | null;
  total: Money | null;
  shippingMode: string | null;
  secondShippingMode: string | null;
  pickupDate: string | null;
  paymentMethod: string | null;
  paid: boolean;
  pdfUrl: string;
  canReorder: boolean;
  lines: DocumentLineView[];
}

export interface ShipmentView {
  id: string;
  number: string;
  type: string;
  date: string;
  total: Money | null;
  /** Only for companies that show whether a document is paid; null otherwise. */
  paid: boolean | null;
  /** The transport and the carrier on one line; empty when none. */
  carrier: string;
  tracking: TrackingLink;
}

/** One purchase of an article: the document it was bought in. */
export interface PurchaseMovementView {
  type: string;
  number: string;
  date: string;
  quantity: number;
}

export interface LastPurchaseView {
  articleId: string;
  /** The article's product page; null when the catalogue no longer sells it. */
  productId: string | null;
  sku: string;
  name: string;
  image: ImageView | null;
  lastDate: string;
  lastQuantity: number;
  movements: PurchaseMovementView[];
}
