// The life of one order taken offline, from the queue to the ERP (issue 29, design §5.11), as a
// pure state machine: the device's code only performs the step it names and feeds back what
// happened. The idempotency key is made once, when the order is queued, and every send of the
// order carries it, so that a send repeated after a dropped connection or a reload places the
// order at most once (the gateway returns the first result for a known key).

/** A price the ERP quotes differently from the one the agent saw offline. */
export interface SyncPriceChange {
  lineId: string;
  sku: string;
  name: string;
  previousUnitPrice: number;
  unitPrice: number;
}

export type SyncState =
  /** 'In attesa di connessione': nothing sent yet, or a send to be made again. */
  | { kind: 'WAITING' }
  /** Putting the order's lines into the session's cart for its customer. */
  | { kind: 'FILLING_CART' }
  /** The cart holds the order: read the checkout to see changed prices before placing. */
  | { kind: 'CHECKING' }
  /**
   * orderPlace went out with the key. After a reload or a lost reply the same call is made again
   * (never the cart again: a placed order has emptied it, and the key returns the first result).
   */
  | { kind: 'PLACING'; acceptedPrices: SyncPriceChange[] }
  /** Prices changed meanwhile: the agent confirms them line by line, or keeps the order waiting. */
  | { kind: 'NEEDS_CONFIRMATION'; changes: SyncPriceChange[] }
  /** 'Ordine inviato correttamente'. */
  | { kind: 'SENT'; orderNumber: string }
  /** The ERP refused the order (not the network): the agent reads why and decides. */
  | { kind: 'REFUSED'; message: string };

export type SyncEvent =
  | { type: 'ONLINE' }
  | { type: 'CART_FILLED' }
  | { type: 'CHECKED'; changes: SyncPriceChange[] }
  | { type: 'PLACED'; orderNumber: string }
  | { type: 'PRICES_CHANGED'; changes: SyncPriceChange[] }
  | { type: 'CONFIRMED' }
  | { type: 'REFUSED'; message: string }
  /** The connection dropped or the reply never came: try again when online. */
  | { type: 'CONNECTION_LOST' }
  /** The page was loaded again while a step was under way. */
  | { type: 'RELOADED' };

/** The step the device performs in a state, or null when it waits for the agent or is done. */
export type SyncStep = 'FILL_CART' | 'CHECK' | 'PLACE' | null;

export function stepOf(state: SyncState): SyncStep {
  switch (state.kind) {
    case 'FILLING_CART':
      return 'FILL_CART';
    case 'CHECKING':
      return 'CHECK';
    case 'PLACING':
      return 'PLACE';
    default:
      return null;
  }
}

/** The next state; an event that does not apply to a state leaves it as it is. */
export function nextSyncState(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'ONLINE':
      return state.kind === 'WAITING' ? { kind: 'FILLING_CART' } : state;
    case 'CART_FILLED':
      return state.kind === 'FILLING_CART' ? { kind: 'CHECKING' } : state;
    case 'CHECKED':
      if (state.kind !== 'CHECKING') return state;
      return event.changes.length ? { kind: 'NEEDS_CONFIRMATION', changes: event.changes } : { kind: 'PLACING', acceptedPrices: [] };
    case 'CONFIRMED':
      return state.kind === 'NEEDS_CONFIRMATION' ? { kind: 'PLACING', acceptedPrices: state.changes } : state;
    case 'PRICES_CHANGED':
      // A price moved again between the check and the placement: the agent sees the new one.
      return state.kind === 'PLACING' ? { kind: 'NEEDS_CONFIRMATION', changes: event.changes } : state;
    case 'PLACED':
      return state.kind === 'PLACING' ? { kind: 'SENT', orderNumber: event.orderNumber } : state;
    case 'REFUSED':
      return stepOf(state) ? { kind: 'REFUSED', message: event.message } : state;
    case 'CONNECTION_LOST':
    case 'RELOADED':
      // Once orderPlace may have gone out, only orderPlace is repeated (same key); before that,
      // the whole send starts over when the network returns.
      if (state.kind === 'PLACING') return state;
      return state.kind === 'FILLING_CART' || state.kind === 'CHECKING' ? { kind: 'WAITING' } : state;
  }
}

/** Orders whose send is under way or may start: the ones the device works on when online. */
export function isPending(state: SyncState): boolean {
  return state.kind === 'WAITING' || stepOf(state) !== null;
}
