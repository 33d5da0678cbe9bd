import type { Client } from 'urql';
import { ordersOfUser, saveOrder } from './offline-db';
import { ordersOf, type QueuedOrder } from './order-queue';
import { isPending, nextSyncState, stepOf, type SyncEvent } from './order-sync';
import { performStep } from './send-queued-order';

let running = false;

async function moved(order: QueuedOrder, event: SyncEvent): Promise<QueuedOrder> {
  const next = { ...order, state: nextSyncState(order.state, event) };
  // Written before the next step starts: a reload then resumes from what is known to be done.
  await saveOrder(next);
  return next;
}

/** At page load: a send cut short by the reload resumes as the state machine says. */
export async function resumeAfterReload(username: string): Promise<void> {
  for (const order of await ordersOfUser(username)) if (stepOf(order.state)) await moved(order, { type: 'RELOADED' });
}

/**
 * Sends this user's queued orders one after the other, oldest first, while the network lasts;
 * `changed` is called after every step so that the list shows where each order is.
 */
export async function runQueue(client: Client, username: string, changed: () => void): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let order of ordersOf(await ordersOfUser(username), username)) {
      if (!isPending(order.state)) continue;
      order = await moved(order, { type: 'ONLINE' });
      changed();
      while (stepOf(order.state) && navigator.onLine) {
        const event = await performStep(client, order);
        order = await moved(order, event);
        changed();
        if (event.type === 'CONNECTION_LOST') return;
      }
    }
  } finally {
    running = false;
  }
}

/** The agent confirms the new prices of an order: it goes on to orderPlace with them. */
export async function confirmPrices(order: QueuedOrder): Promise<void> {
  await moved(order, { type: 'CONFIRMED' });
}
