// The device's offline store (IndexedDB through idb): one record per prepared customer and the
// queue of orders taken offline. Both survive closing the browser; logout deletes the user's.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedOrder } from './order-queue';
import type { OfflinePackage } from './offline-package';

export interface PreparedCustomer {
  /** `${username}|${customerId}`: one login's copy, never another's. */
  id: string;
  username: string;
  customerId: number;
  customerName: string;
  preparedAt: string;
  stockReadAt: string;
  /** Bytes of the package as stored (its JSON text), shown beside 'Pronto per l'uso offline'. */
  bytes: number;
  pkg: OfflinePackage;
}

interface OfflineSchema extends DBSchema {
  customers: { key: string; value: PreparedCustomer; indexes: { byUser: string } };
  orders: { key: string; value: QueuedOrder; indexes: { byUser: string } };
}

const DB_NAME = 'shop-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('customers', { keyPath: 'id' }).createIndex('byUser', 'username');
      database.createObjectStore('orders', { keyPath: 'key' }).createIndex('byUser', 'username');
    },
  });
  return opened;
}

export const preparedId = (username: string, customerId: number) => `${username}|${customerId}`;

export async function savePrepared(record: PreparedCustomer): Promise<void> {
  await (await db()).put('customers', record);
}

export async function preparedOf(username: string): Promise<PreparedCustomer[]> {
  return (await db()).getAllFromIndex('customers', 'byUser', username);
}

export async function preparedCustomer(username: string, customerId: number): Promise<PreparedCustomer | undefined> {
  return (await db()).get('customers', preparedId(username, customerId));
}

export async function saveOrder(order: QueuedOrder): Promise<void> {
  await (await db()).put('orders', order);
}

export async function ordersOfUser(username: string): Promise<QueuedOrder[]> {
  return (await db()).getAllFromIndex('orders', 'byUser', username);
}

/** Logout on a shared tablet: the user's prepared customers and orders leave the device. */
export async function forgetUser(username: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(['customers', 'orders'], 'readwrite');
  for (const store of ['customers', 'orders'] as const) {
    const keys = await tx.objectStore(store).index('byUser').getAllKeys(username);
    for (const key of keys) await tx.objectStore(store).delete(key);
  }
  await tx.done;
}

