import { describe, expect, it } from 'vitest';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { cardsShown, searchFirstCardName } from '../support/listing-cards.ts';

// The listing's first page is kept on the device when a customer is prepared, and the pages
// answered offline as they are opened, so that an offline start draws the listing without reading
// the customer's package; preparing the customer again drops them, so a kept page is never older
// than the package (issue 29).
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';

/** The keys of a store of the device's offline data for AG001 serving Esposito (customer 2), read from IndexedDB. */
const keysOfEsposito = (store: 'answers' | 'listings') =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        type Req<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
        type Db = { transaction(s: string): { objectStore(s: string): { getAllKeys(): Req<string[]> } }; close(): void };
        const idb = (globalThis as unknown as { indexedDB: { open(name: string): Req<Db> } }).indexedDB;
        const open = idb.open('shop-offline');
        open.onerror = () => reject(new Error('shop-offline did not open'));
        open.onsuccess = () => {
          const keys = open.result.transaction(name).objectStore(name).getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.filter((k) => k === 'AG001|2' || k.startsWith('AG001|2|')));
          };
        };
      }),
    store,
  );

/** The answers this device keeps for AG001 serving Esposito. */
const keptAnswers = () => keysOfEsposito('answers');

async function prepareEsposito(): Promise<void> {
  await page.goto(`${stack.baseUrl}/offline`);
  const card = page.getByTestId('offline-customer-2');
  await card.getByRole('button', { name: /^(Scarica per l'uso offline|Aggiorna)$/ }).click();
  await card.getByText("Pronto per l'uso offline").waitFor();
  await page.evaluate(async () => {
    const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator;
    await nav.serviceWorker.ready;
  });
}

describe('pages kept on the device', () => {
  it('keeps the first page when preparing and the pages answered offline, and drops them when the customer is prepared again', async () => {
    await submitLogin('AG001');
    const picker = page.getByRole('dialog');
    await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
    await picker.waitFor({ state: 'detached' });
    await prepareEsposito();
    // Kept by the time the customer is shown ready (the page may be closed then): the first
    // offline start draws the listing and the cart without reading the package.
    const kept = await keptAnswers();
    expect(kept.filter((k) => k.includes('|Products|'))).toHaveLength(1);
    expect(kept.filter((k) => k.includes('|Cart|'))).toHaveLength(1);
    // And the listing's core, which the first search reads instead of the package.
    expect(await keysOfEsposito('listings')).toEqual(['AG001|2']);
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const online = await cardsShown(page);

    // The workers the page has started by the time its first card is drawn.
    await page.addInitScript(() => {
      type Ctor = new (...args: unknown[]) => object;
      const g = globalThis as unknown as {
        Worker: Ctor;
        workersStarted: number;
        workersAtFirstCard: number | null;
        document: { querySelector(s: string): unknown };
        MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
      };
      g.workersStarted = 0;
      g.workersAtFirstCard = null;
      const Original = g.Worker;
      g.Worker = class extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          g.workersStarted += 1;
        }
      };
      const observer = new g.MutationObserver(() => {
        if (g.document.querySelector('[data-testid="product-card"]') === null) return;
        g.workersAtFirstCard = g.workersStarted;
        observer.disconnect();
      });
      observer.observe(g.document, { subtree: true, childList: true });
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown(page)).toEqual(online);
    // Drawn from what was kept: the answers' worker starts only afterwards, to read the package.
    expect(await page.evaluate(() => (globalThis as unknown as { workersAtFirstCard: number | null }).workersAtFirstCard)).toBe(0);

    // A search answered offline is kept too, and a reload draws it again.
    const name = await searchFirstCardName(page, online.length);
    const found = await cardsShown(page);
    const searched = (keys: string[]) => keys.filter((k) => k.includes(JSON.stringify(name)));
    await expect.poll(async () => searched(await keptAnswers()).length, { timeout: 15_000 }).toBe(1);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown(page)).toEqual(found);

    // Prepared again online: what was kept from the former package is gone, the first page kept anew.
    await context.setOffline(false);
    await prepareEsposito();
    expect(searched(await keptAnswers())).toEqual([]);
    expect((await keptAnswers()).filter((k) => k.includes('|Products|'))).toHaveLength(1);

    // The listing remembers the search (the session's filters): answered anew from the new package.
    await context.setOffline(true);
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown(page)).toEqual(found);
  });
});
