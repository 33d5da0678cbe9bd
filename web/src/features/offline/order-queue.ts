import { sumLineTotals } from '@shop/amounts';
// The queue of orders taken offline, kept on the device per user (issue 29 §3). Pure: the
// IndexedDB store keeps whatever these functions return.

import type { SyncState } from './order-sync';

export interface QueuedLine {
  productId: number;
  articleId: number;
  sku: string;
  name: string;
  colour: string;
  size: string;
  quantity: number;
  /** The unit price the device showed (the package's, priced by the gateway). */
  unitPrice: number | null;
}

export interface OrderChoices {
  siteId: number | null;
  shippingModeId: number | null;
  paymentModeId: number | null;
  pickupDate: string | null;
  notes: string[];
}

export interface QueuedOrder {
  /** The idempotency key, made on the device once: every send of this order carries it. */
  key: string;
  /** The login that took the order: another user of the tablet never sees or sends it. */
  username: string;
  customerId: number;
  customerName: string;
  lines: QueuedLine[];
  choices: OrderChoices;
  /** When it was queued (ISO). */
  queuedAt: string;
  state: SyncState;
}

/**
 * Goods total of a queued order, by the shop's own rule (@shop/amounts, the gateway's cart total:
 * each line rounded half-up to the cent, then summed), from the gateway's prices in the package.
 */
export function queuedTotal(lines: readonly QueuedLine[]): number | null {
  if (lines.some((l) => l.unitPrice === null)) return null;
  return sumLineTotals(lines.map((l) => ({ price: l.unitPrice ?? 0, quantity: l.quantity })));
}

export function newQueuedOrder(
  input: Omit<QueuedOrder, 'state' | 'queuedAt' | 'key'>,
  key: string,
  now: Date,
): QueuedOrder {
  if (input.lines.length === 0) throw new Error('an order without lines cannot be queued');
  return { ...input, key, queuedAt: now.toISOString(), state: { kind: 'WAITING' } };
}

/** Adds an order; a key already queued is kept once (a double press of 'Invia ordine'). */
export function enqueue(queue: readonly QueuedOrder[], order: QueuedOrder): QueuedOrder[] {
  return queue.some((o) => o.key === order.key) ? [...queue] : [...queue, order];
}

/** This user's orders, oldest first: the list 'In attesa di connessione' and the send order. */
export function ordersOf(queue: readonly QueuedOrder[], username: string): QueuedOrder[] {
  return queue.filter((o) => o.username === username).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export function replaceOrder(queue: readonly QueuedOrder[], order: QueuedOrder): QueuedOrder[] {
  return queue.map((o) => (o.key === order.key ? order : o));
}

/** Logging out on a shared tablet: that user's queue goes with the rest of their data. */
export function withoutUser(queue: readonly QueuedOrder[], username: string): QueuedOrder[] {
  return queue.filter((o) => o.username !== username);
}
