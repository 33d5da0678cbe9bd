import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AppStartQuery } from '../../gql/graphql';
import { answerOffline, forgetLoadedPackages } from './offline-answers';
import { forgetUser, keptListing, savePrepared } from './offline-db';
import type { OfflinePackage } from './offline-package';
import { offlinePackageOf, type FixtureProduct } from './offline-package.fixtures';
import type { OfflineStart } from './offline-start';

const USER = 'AG001';
const CUSTOMER = 2;

/** The agent's start data as the shell keeps it, serving customer 2. */
const kept = {
  username: USER,
  refreshedAt: '2026-01-10T09:00:00.000Z',
  start: { session: { viewer: { customer: { id: String(CUSTOMER) }, showPromo: true } } },
} as unknown as OfflineStart<AppStartQuery>;

const product = (sku: string, name: string): FixtureProduct => ({ sku, name, category: 'Polo', brand: 'Alfa', articles: [{ sku: `${sku}-M`, colour: 'Blu', size: 'M' }] });

/** The gateway's end of the packages: none of the test's ends before any day it runs. */
const NEVER = '9999-12-31T00:00:00.000Z';

/** Customer 2 prepared at `preparedAt` with these products. */
async function prepare(preparedAt: string, products: FixtureProduct[]): Promise<OfflinePackage> {
  const pkg = { ...offlinePackageOf(products), preparedAt, expiresAt: NEVER };
  await savePrepared({ id: `${USER}|${CUSTOMER}`, username: USER, customerId: CUSTOMER, customerName: 'Esposito', preparedAt: pkg.preparedAt, stockReadAt: pkg.preparedAt, bytes: 1, pkg });
  forgetLoadedPackages();
  return pkg;
}

async function listedSkus(search: string): Promise<string[]> {
  const answer = await answerOffline('Products', { filter: { name: search }, page: 1, pageSize: 42 }, kept);
  if (!('data' in answer)) throw new Error(answer.error);
  const { items } = (answer.data as { products: { items: Array<{ sku: string }> } }).products;
  return items.map((item) => item.sku);
}

/** Waits for the listing core that the device keeps without waiting. */
async function eventuallyKept(preparedAt: string) {
  for (let i = 0; i < 50; i++) {
    const found = await keptListing(USER, CUSTOMER);
    if (found?.preparedAt === preparedAt) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never kept');
}

describe("the listing answered from the package's listing core", () => {
  it('keeps the core of the current preparation and drops it when the customer is prepared again', async () => {
    const first = await prepare('2026-01-10T09:00:00.000Z', [product('POLO1', 'Polo piqué'), product('POLO2', 'Polo manica lunga')]);
    expect(await listedSkus('polo')).toEqual(['POLO1', 'POLO2']);
    const core = await eventuallyKept(first.preparedAt);
    expect(core.core.products.sku).toEqual(['POLO1', 'POLO2']);
    // The core holds the listing's columns, not the articles.
    expect(Object.keys(core.core)).not.toContain('catalogue');

    // Prepared again with another catalogue: the answer is the new package's, never the old core's.
    const again = await prepare('2026-01-10T09:01:00.000Z', [product('POLO9', 'Polo nuova')]);
    expect(await listedSkus('polo')).toEqual(['POLO9']);
    expect((await eventuallyKept(again.preparedAt)).core.products.sku).toEqual(['POLO9']);
    await forgetUser(USER);
    expect(await keptListing(USER, CUSTOMER)).toBeUndefined();
  });
});
