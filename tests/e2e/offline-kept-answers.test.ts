import { describe, expect, it } from 'vitest';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Pages answered offline are kept on the device, so that the next offline start draws the
// listing without reading the customer's package; preparing the customer again drops them, so
// a kept page is never older than the package (issue 29).
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';

/** The answers this device keeps for AG001 serving Esposito (customer 2), read from IndexedDB. */
const keptAnswers = () =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Req<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
        type Db = { transaction(s: string): { objectStore(s: string): { getAllKeys(): Req<string[]> } }; close(): void };
        const idb = (globalThis as unknown as { indexedDB: { open(name: string): Req<Db> } }).indexedDB;
        const open = idb.open('shop-offline');
        open.onerror = () => reject(new Error('shop-offline did not open'));
        open.onsuccess = () => {
          const keys = open.result.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.filter((k) => k.startsWith('AG001|2|')));
          };
        };
      }),
  );

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

const cardsShown = async () => {
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor();
  return cards.evaluateAll((els) => els.map((e) => (e as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ')));
};

describe('pages kept on the device', () => {
  it('opens the listing again from the kept page, and drops the kept pages when the customer is prepared again', async () => {
    await submitLogin('AG001');
    const picker = page.getByRole('dialog');
    await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
    await picker.waitFor({ state: 'detached' });
    await prepareEsposito();
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const online = await cardsShown();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown()).toEqual(online);
    await expect.poll(async () => (await keptAnswers()).some((k) => k.includes('|Products|')), { timeout: 15_000 }).toBe(true);

    // The next start: the same cards, from the kept page.
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown()).toEqual(online);

    // Prepared again online: what was kept from the former package is gone.
    await context.setOffline(false);
    await prepareEsposito();
    expect(await keptAnswers()).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('offline-notice').waitFor();
    expect(await cardsShown()).toEqual(online);
  });
});
