import type { UserError } from '../context/user-error.ts';
import type { ReceiveChoice } from '../domain/checkout.ts';
import type { Money } from '../domain/money.ts';
import type { AcceptedPrice } from '../domain/price-check.ts';

// An order placement as the shop takes it and answers it (place-order.ts, lost-reply.ts). The
// API's OrderPlaceInput is accepted as an OrderRequest and OrderPlacePayload has the shape of
// an OrderPlacementOutcome, so the resolver passes both through as they are.

/** A delivery address typed at checkout; a blank field takes the site's. */
export interface OrderAddress {
  address?: string | null;
  streetNumber?: string | null;
  locality?: string | null;
  province?: string | null;
  postcode?: string | null;
  country?: string | null;
  name2?: string | null;
  email?: string | null;
  vatNumber?: string | null;
}

/** What the buyer asks for when placing the cart as an order. Ids are as the page shows them (strings). */
export interface OrderRequest {
  /** One placement per key: a retry with the same key gets the same answer. */
  idempotencyKey: string;
  siteId?: string | null;
  receiveChoice: ReceiveChoice;
  shippingModeId?: string | null;
  secondShippingModeId?: string | null;
  paymentModeId?: string | null;
  /** 'YYYY-MM-DD', for a pickup. */
  pickupDate?: string | null;
  notes?: readonly string[] | null;
  address?: OrderAddress | null;
  /** The changed prices the buyer confirmed, at the amount they saw. */
  acceptedPrices?: readonly AcceptedPrice[] | null;
  payByCard?: boolean | null;
}

/** The order the ERP placed, as the buyer is told of it. */
export interface OrderConfirmation {
  /** The order document's id when there is one, so that order(id) and document(id) find it. */
  id: string;
  number: string;
  message: string;
  pickupDate: string | null;
  pdfUrl: string | null;
  /** Null when the viewer may not see prices. */
  total: Money | null;
}

/** The order placed, or why not. */
export interface OrderPlacementOutcome {
  order: OrderConfirmation | null;
  userErrors: UserError[];
}
