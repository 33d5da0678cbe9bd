// The device's offline store (IndexedDB through idb): one record per prepared customer, the cart
// filled for each with no network, and the queue of orders taken offline. All survive closing the
// browser; logout deletes the user's.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DeviceCartLine } from './device-cart';
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

/** The cart of one login for one prepared customer, keyed as the customer's record. */
export interface DeviceCart {
  id: string;
  username: string;
  customerId: number;
  lines: DeviceCartLine[];
}

interface OfflineSchema extends DBSchema {
  customers: { key: string; value: PreparedCustomer; indexes: { byUser: string } };
  orders: { key: string; value: QueuedOrder; indexes: { byUser: string } };
  carts: { key: string; value: DeviceCart; indexes: { byUser: string } };
}

const STORES = ['customers', 'orders', 'carts'] as const;

const DB_NAME = 'shop-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  // Version 2 added the carts; a device with version 1 keeps its customers and orders.
  opened ??= openDB<OfflineSchema>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('customers', { keyPath: 'id' }).createIndex('byUser', 'username');
        database.createObjectStore('orders', { keyPath: 'key' }).createIndex('byUser', 'username');
      }
      if (oldVersion < 2) database.createObjectStore('carts', { keyPath: 'id' }).createIndex('byUser', 'username');
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

export async function cartLinesOf(username: string, customerId: number): Promise<DeviceCartLine[]> {
  return (await (await db()).get('carts', preparedId(username, customerId)))?.lines ?? [];
}

export async function saveCartLines(username: string, customerId: number, lines: DeviceCartLine[]): Promise<void> {
  await (await db()).put('carts', { id: preparedId(username, customerId), username, customerId, lines });
}

/** Logout on a shared tablet: the user's prepared customers, carts and orders leave the device. */
export async function forgetUser(username: string): Promise<void> {
  const database = await db();
  const tx = database.transaction([...STORES], 'readwrite');
  for (const store of STORES) {
    const keys = await tx.objectStore(store).index('byUser').getAllKeys(username);
    for (const key of keys) await tx.objectStore(store).delete(key);
  }
  await tx.done;
}

