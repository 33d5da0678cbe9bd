// Exactly once when the ERP's reply is lost (design §5.5). A checkout call that failed on the
// way (timeout, connection reset, 5xx, an unreadable reply) may still have placed the order: the
// gateway then remembers the attempt as unanswered, and the next placement of the same cart looks
// for an order carrying that attempt's key before it places anything.

/** A checkout call sent without a readable answer: the order may or may not exist. */
export interface UnansweredAttempt {
  /** The key the checkout call carried. */
  key: string;
  /** The cart it sent, as `cartFingerprint` writes it. */
  cart: string;
  /** The pickup date it asked for ('YYYY-MM-DD'), shown again if the order turns out placed. */
  pickupDate: string | null;
  /** The order was since found placed: only a retry on the emptied cart is still answered with it. */
  found: boolean;
}

export interface RecoveryPlan {
  /** Whether the ERP's orders must be read before placing. */
  lookup: boolean;
  /** Keys an order already placed for this request may carry. */
  keys: string[];
  /** The key the checkout call carries if nothing is found. */
  upstreamKey: string;
}

/** The cart's lines as one text: the same articles in the same quantities write the same text. */
export function cartFingerprint(lines: ReadonlyArray<{ articleId: number; quantity: number }>): string {
  return lines
    .map((l) => `${l.articleId}x${l.quantity}`)
    .sort()
    .join(',');
}

/**
 * What to do before placing the cart `cart` under the request's key. An unanswered attempt
 * speaks for this request when the cart is empty (the ERP empties the cart of an order it placed,
 * so a cart read again after a lost reply is empty) or, until its order is found, when the cart is
 * the one it sent: its key is searched and, when nothing carries it, sent again, so that an ERP
 * still finishing that attempt answers with the same order rather than placing a second. A cart
 * changed since, or filled again once the order was found, is a new order. An empty cart without
 * any attempt is still searched for the request's own key: the gateway may have restarted since
 * the reply was lost.
 */
export function recoveryPlan(requestKey: string, cart: string, unanswered: UnansweredAttempt | null): RecoveryPlan {
  const speaks = unanswered !== null && (cart === '' || (!unanswered.found && cart === unanswered.cart));
  if (speaks) {
    const keys = unanswered.key === requestKey ? [requestKey] : [requestKey, unanswered.key];
    return { lookup: true, keys, upstreamKey: unanswered.key };
  }
  return { lookup: unanswered !== null || cart === '', keys: [requestKey], upstreamKey: requestKey };
}

/** The first of the ERP's orders (newest first) carrying one of `keys`; null when none does. */
export function findPlacedOrder<T extends { key: string }>(orders: readonly T[], keys: readonly string[]): T | null {
  return orders.find((o) => keys.includes(o.key)) ?? null;
}
