import type { FreeShippingView } from '../cart/cart-view-model.ts';
import type { ImageView } from '../catalogue/media-urls.ts';
import type { GroupKind, ReceiveChoice } from '../domain/checkout.ts';
import type { Money } from '../domain/money.ts';
import type { LocalityModel } from '../erp/checkout-models.ts';
import type { SiteModel } from '../erp/models.ts';
import type { QuotePricing, ShippingCostView } from './checkout-quote.ts';

// The checkout page as the shop presents it (checkout-cart.ts). The API's CheckoutCart is
// served from it: its fields have the same shape, `quotes` is computed from `pricing` by the
// resolver, and codegen.ts maps the schema's type to this one. Amounts are null when the viewer
// may not see prices.

/** How the upstream splits a line's pieces. */
export interface CheckoutLineSplitView {
  available: number;
  arriving: number;
  reservable: number;
  unavailable: number;
}

export interface CheckoutLineView {
  id: string;
  productId: string;
  articleId: string;
  sku: string;
  name: string;
  color: string | null;
  size: string | null;
  quantity: number;
  image: ImageView | null;
  split: CheckoutLineSplitView;
  discounts: number[];
  discountType: number | null;
  listPrice: Money | null;
  unitPrice: Money | null;
  /** The price the catalogue showed, when the ERP's differs from it. */
  catalogueUnitPrice: Money | null;
  priceChanged: boolean;
  unitPriceWithVat: Money | null;
  lineTotal: Money | null;
}

/** The lines' pieces of one kind (available, arriving…), with their total. */
export interface CheckoutGroupView {
  kind: GroupKind;
  title: string;
  pieces: number;
  total: Money | null;
  lines: { line: CheckoutLineView; quantity: number; total: Money | null }[];
}

/** A line whose ERP price differs from the catalogue's, for the buyer to confirm. */
export interface PriceChangeView {
  lineId: string;
  sku: string;
  name: string;
  previousUnitPrice: Money;
  unitPrice: Money;
}

export interface ShippingModeView {
  id: string;
  description: string;
  isPickup: boolean;
  requiresCarrierContract: boolean;
}

export interface PaymentModeView {
  id: string;
  description: string;
  isDefault: boolean;
}

/** What each shipment costs: the first, the second (split on arrival) and a pickup. */
export interface ShippingCostsView {
  first: ShippingCostView;
  second: ShippingCostView;
  pickup: ShippingCostView;
}

export interface ReceiveOptionView {
  choice: ReceiveChoice;
  label: string;
  needsSecondShipment: boolean;
}

/** Whom the order is for, and where it can be delivered. */
export interface CheckoutCustomerView {
  id: string;
  name: string;
  sites: SiteModel[];
  site: SiteModel | null;
}

/** What the checkout resolvers work from: the page's fields, plus what a quote is computed from. */
export interface CheckoutCartModel {
  lines: CheckoutLineView[];
  priceChanges: PriceChangeView[];
  groups: CheckoutGroupView[];
  hasReservedGoods: boolean;
  reservedWarning: string | null;
  customer: CheckoutCustomerView | null;
  shippingModes: ShippingModeView[];
  paymentModes: PaymentModeView[];
  defaultPaymentMode: PaymentModeView | null;
  paymentModeRequired: boolean;
  shippingCosts: ShippingCostsView | null;
  receiveOptions: ReceiveOptionView[];
  subtotal: Money | null;
  freeShipping: FreeShippingView | null;
  localities: LocalityModel[];
  vatIncluded: boolean;
  /** The goods total, the carrier tariff and the free-shipping notice; null when the viewer may not see prices. */
  pricing: QuotePricing | null;
}
