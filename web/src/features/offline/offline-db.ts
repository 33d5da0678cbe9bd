// The device's offline store (IndexedDB through idb): one record per prepared customer, the cart
// filled for each with no network, the answers already given from each package, and the
// queue of orders taken offline. All survive closing the browser; logout deletes the user's.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DeviceCartLine } from './device-cart';
import type { QueuedOrder } from './order-queue';
import type { OfflinePackage } from './offline-package';
import type { ListingCore } from './offline-listing-core';

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

/**
 * An answer the device gave from a customer's package (the listing's, a product's or the cart's),
 * kept so that the same page opens again without reading the package (tens of MB to clone): the
 * next offline start paints from it. It belongs to one preparation of the package: preparing the
 * customer again drops it.
 */
export interface KeptAnswer {
  /** `${customer record id}|${the query's key}`. */
  key: string;
  username: string;
  /** The prepared customer's record id. */
  customer: string;
  preparedAt: string;
  expiresAt?: string;
  /** When it was kept (ms): the oldest go first beyond KEPT_ANSWERS_PER_CUSTOMER. */
  keptAt: number;
  data: Record<string, unknown>;
}

/**
 * The listing's part of a customer's package with its indexes (ListingCore), kept beside the
 * package so that the listing and its searches read it alone. It belongs to one preparation of
 * the package: preparing the customer again drops it.
 */
export interface KeptListing {
  /** The prepared customer's record id. */
  id: string;
  username: string;
  preparedAt: string;
  expiresAt?: string;
  core: ListingCore;
}

/** Pages kept per prepared customer: the listing's usual pages and the last searches. */
export const KEPT_ANSWERS_PER_CUSTOMER = 30;

interface OfflineSchema extends DBSchema {
  customers: { key: string; value: PreparedCustomer; indexes: { byUser: string; byPreparation: [string, string] } };
  orders: { key: string; value: QueuedOrder; indexes: { byUser: string } };
  carts: { key: string; value: DeviceCart; indexes: { byUser: string } };
  answers: { key: string; value: KeptAnswer; indexes: { byUser: string; byCustomer: [string, number] } };
  listings: { key: string; value: KeptListing; indexes: { byUser: string } };
}

const STORES = ['customers', 'orders', 'carts', 'answers', 'listings'] as const;

const DB_NAME = 'shop-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  // Version 2 added the carts, version 3 the kept answers, version 4 the listings' cores; an
  // older device keeps what it had (its listing cores are built from the packages when first read).
  opened ??= openDB<OfflineSchema>(DB_NAME, 4, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore('customers', { keyPath: 'id' }).createIndex('byUser', 'username');
        database.createObjectStore('orders', { keyPath: 'key' }).createIndex('byUser', 'username');
      }
      if (oldVersion < 2) database.createObjectStore('carts', { keyPath: 'id' }).createIndex('byUser', 'username');
      if (oldVersion < 3) {
        // Which preparation of a customer is current, read without cloning its package.
        transaction.objectStore('customers').createIndex('byPreparation', ['id', 'preparedAt']);
        const answers = database.createObjectStore('answers', { keyPath: 'key' });
        answers.createIndex('byUser', 'username');
        answers.createIndex('byCustomer', ['customer', 'keptAt']);
      }
      if (oldVersion < 4) database.createObjectStore('listings', { keyPath: 'id' }).createIndex('byUser', 'username');
    },
    // A newer shop in another tab (or its workers) upgrades the store: this connection lets go,
    // else that tab's offline data would wait until this one is closed. Opened again when next asked.
    blocking() {
      void opened?.then((database) => database.close());
      opened = null;
    },
    // Closed by the browser (storage cleared): opened again when next asked.
    terminated() {
      opened = null;
    },
  });
  return opened;
}

export const preparedId = (username: string, customerId: number) => `${username}|${customerId}`;

/** The customer's new package, and its pages and listing core from the package it replaces dropped. */
export async function savePrepared(record: PreparedCustomer): Promise<void> {
  const tx = (await db()).transaction(['customers', 'answers', 'listings'], 'readwrite');
  const answers = tx.objectStore('answers');
  for (const key of await answers.index('byCustomer').getAllKeys(answersOf(record.id))) await answers.delete(key);
  await tx.objectStore('listings').delete(record.id);
  await tx.objectStore('customers').put(record);
  await tx.done;
}

const answersOf = (customer: string) => IDBKeyRange.bound([customer, -Infinity], [customer, Infinity]);

export async function keptAnswer(key: string): Promise<KeptAnswer | undefined> {
  return (await db()).get('answers', key);
}

/**
 * Keeps an answer; beyond KEPT_ANSWERS_PER_CUSTOMER the customer's oldest go. An answer computed
 * from a package the customer's record no longer holds (prepared again meanwhile) is not kept:
 * the check and the write are one transaction with savePrepared's, so none slips in between.
 */
export async function keepAnswer(answer: KeptAnswer): Promise<void> {
  const tx = (await db()).transaction(['customers', 'answers'], 'readwrite');
  const current = await tx.objectStore('customers').index('byPreparation').count([answer.customer, answer.preparedAt]);
  if (current === 0) return tx.done;
  const answers = tx.objectStore('answers');
  await answers.put(answer);
  const keys = await answers.index('byCustomer').getAllKeys(answersOf(answer.customer));
  for (const key of keys.slice(0, Math.max(0, keys.length - KEPT_ANSWERS_PER_CUSTOMER))) await answers.delete(key);
  await tx.done;
}

/** The customer's listing core, if kept (none for a package kept before the cores were). */
export async function keptListing(username: string, customerId: number): Promise<KeptListing | undefined> {
  return (await db()).get('listings', preparedId(username, customerId));
}

/**
 * Keeps a listing core, unless the customer's record no longer holds the package it was built
 * from (prepared again meanwhile): checked in the same transaction as savePrepared's drop.
 */
export async function keepListing(listing: KeptListing): Promise<void> {
  const tx = (await db()).transaction(['customers', 'listings'], 'readwrite');
  const current = await tx.objectStore('customers').index('byPreparation').count([listing.id, listing.preparedAt]);
  if (current > 0) await tx.objectStore('listings').put(listing);
  await tx.done;
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

