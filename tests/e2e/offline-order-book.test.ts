import { describe, expect, it } from 'vitest';
import { upstreamWebOrders } from '../support/upstream-web-orders.ts';
import { cardsShown, searchFirstCardName } from '../support/listing-cards.ts';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The agent's offline order book (issue 29): AG001 prepares a customer while online, and the
// shop then opens with no network, from its service worker and the device's data.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';

async function agentOnOfflinePage(): Promise<void> {
  await submitLogin('AG001');
  const picker = page.getByRole('dialog');
  await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
  await picker.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /Benvenuto/ }).click();
  await page.getByRole('link', { name: 'Uso offline' }).click();
  await page.getByRole('heading', { name: 'Uso offline', level: 1 }).waitFor();
}

async function prepare(name: string) {
  const card = page.locator('li', { hasText: name });
  await card.getByRole('button', { name: "Scarica per l'uso offline" }).click();
  await card.getByText("Pronto per l'uso offline").waitFor();
  return card;
}

const webOrdersOf = async (username: string) => (await upstreamWebOrders(stack.upstreamUrl, username)).length;

/** The code of an article in stock for the customer, read from its package as the device has it. */
async function articleInStock(customerId: number): Promise<string> {
  const res = await context.request.get(`${stack.baseUrl}/offline/package?customerId=${customerId}`);
  const pkg = (await res.json()) as {
    catalogue: { articles: { sku: string[]; stock: number[]; price: number[] } };
  };
  const a = pkg.catalogue.articles;
  const i = a.stock.findIndex((n, k) => n >= 10 && a.price[k]! > 0);
  return a.sku[i]!;
}

/** Watches the listing from now: whether it shows the last page dimmed, awaiting an answer. */
const watchBusy = () =>
  page.evaluate(() => {
    const g = globalThis as unknown as {
      busySeen: boolean;
      busyWatched?: boolean;
      document: { querySelector(s: string): unknown };
      MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void };
    };
    g.busySeen = false;
    if (g.busyWatched) return;
    g.busyWatched = true;
    new g.MutationObserver(() => {
      if (g.document.querySelector('#main [aria-busy="true"]')) g.busySeen = true;
    }).observe(g.document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
const busySeen = () => page.evaluate(() => (globalThis as unknown as { busySeen: boolean }).busySeen);

const swReady = () =>
  page.evaluate(async () => {
    const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
      .navigator;
    await nav.serviceWorker.ready;
  });

describe('the offline order book', () => {
  it('prepares a customer from the account menu, then opens with no network and says so', async () => {
    await agentOnOfflinePage();
    const card = await prepare(ESPOSITO);
    expect(await card.textContent()).toMatch(/Dati del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}, \d+,\d MB/);
    expect(await page.getByText(/Spazio usato sul dispositivo: \d+,\d MB/).count()).toBe(1);
    // The service worker has precached the shell before the network goes.
    await page.evaluate(async () => {
      const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
        .navigator;
      await nav.serviceWorker.ready;
    });
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toMatch(
      /^Sei offline – dati aggiornati il \d{2}\/\d{2}\/\d{4}/,
    );
    // The prepared customer is listed from the device.
    await page.locator('li', { hasText: ESPOSITO }).getByText("Pronto per l'uso offline").waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 30_000 }).toBe(0);
  });

  it("browses and searches the prepared customer's listing with no network, at the online prices", async () => {
    await agentOnOfflinePage();
    await prepare(ESPOSITO);
    await page.evaluate(async () => {
      const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
        .navigator;
      await nav.serviceWorker.ready;
    });
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const online = await cardsShown(page);

    // The listings the page asks the device's worker for, as they leave the page.
    await page.addInitScript(() => {
      type Asked = { kind?: string; name?: string; variables?: { filter?: { name?: string } } };
      const g = globalThis as unknown as { listingsAsked: (string | null)[]; Worker: { prototype: { postMessage(m: Asked): void } } };
      g.listingsAsked = [];
      const post = g.Worker.prototype.postMessage;
      g.Worker.prototype.postMessage = function (this: unknown, message: Asked, ...rest: unknown[]) {
        if (message.kind === 'answer' && message.name === 'Products') g.listingsAsked.push(message.variables?.filter?.name ?? null);
        return (post as (...args: unknown[]) => void).call(this, message, ...rest);
      };
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    // The same cards, names and prices, from the device.
    expect(await cardsShown(page)).toEqual(online);

    // A new page is drawn in two frames offline: first the cards of the rows the screen shows, as
    // the grid was laid out when last drawn whole, then the others; the second page ends up whole.
    await page.evaluate(() => {
      const g = globalThis as unknown as {
        firstFrameCards: number[];
        document: { querySelector(s: string): { getAttribute(n: string): string | null } | null; querySelectorAll(s: string): { length: number } };
        MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void };
      };
      g.firstFrameCards = [];
      new g.MutationObserver(() => {
        if (g.document.querySelector('[data-cards-drawn]')?.getAttribute('data-cards-drawn') === 'first-screen') g.firstFrameCards.push(g.document.querySelectorAll('[data-testid="product-card"]').length);
      }).observe(g.document, { subtree: true, childList: true, attributes: true });
    });
    const total = Number(/\d+/.exec((await page.getByTestId('listing-count').textContent()) ?? '')?.[0]);
    // The next page waits for the device's answer too, drawn in the render that opens it.
    await watchBusy();
    await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('link', { name: /^Pagina 2 di / }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(Math.min(online.length, total - online.length));
    expect(await cardsShown(page)).not.toEqual(online);
    expect(await busySeen()).toBe(false);
    const firstScreen = await page.evaluate(() => {
      const g = globalThis as unknown as { innerHeight: number; scrollY: number; firstFrameCards: number[]; document: { querySelectorAll(s: string): Iterable<{ getBoundingClientRect(): { top: number } }> } };
      const rowsOnScreen = [...g.document.querySelectorAll('[data-testid="product-card"]')].filter((c) => c.getBoundingClientRect().top + g.scrollY < g.innerHeight);
      return { drawnFirst: [...new Set(g.firstFrameCards)], onScreen: rowsOnScreen.length };
    });
    expect(firstScreen.onScreen).toBeGreaterThan(0);
    expect(firstScreen).toEqual({ drawnFirst: [firstScreen.onScreen], onScreen: firstScreen.onScreen });

    // Offline the search box waits for the device's answer before opening the listing, which
    // draws it at once: never the last page dimmed, awaiting it (a frame more on a phone).
    await watchBusy();
    // The search's answer replaces the first page: fewer cards, the one searched for among them.
    const name = await searchFirstCardName(page, online.length);
    expect(await busySeen()).toBe(false);
    expect(await page.locator('.product-card__name').allTextContents()).toContain(name);
    // Asked once, though the search box starts it before the page asks.
    const asked = await page.evaluate(() => (globalThis as unknown as { listingsAsked: (string | null)[] }).listingsAsked);
    expect(asked.filter((n) => n === name)).toHaveLength(1);

    // The filters wait for the device's answer too: 'Resetta filtri' brings the whole listing back,
    // then two values ticked at once (in one task, before either answer) are both applied.
    await watchBusy();
    await page.getByTestId('filter-sidebar').getByRole('button', { name: 'Resetta filtri' }).click();
    await expect.poll(() => page.getByTestId('listing-count').textContent()).toBe(`${total} articoli`);
    const ticked = page.locator('#listing-filters details[open]').first().locator('label');
    const values = (await ticked.locator('.facet__value').allTextContents()).slice(0, 2);
    expect(values).toHaveLength(2);
    await page.evaluate(() => {
      const g = globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ click(): void }> } };
      const boxes = g.document.querySelectorAll('#listing-filters details[open] input[type="checkbox"]');
      boxes[0]!.click();
      boxes[1]!.click();
    });
    // The address lists a filter's values as 'a|b'.
    await page.waitForURL((url) => values.every((v) => [...url.searchParams.values()].flatMap((p) => p.split('|')).includes(v)));
    await expect.poll(() => ticked.locator('input:checked').count()).toBe(2);
    expect(await busySeen()).toBe(false);

    // A product opened before a change's answer: the change gives way, the product page stays.
    const product = await page.evaluate(() => {
      const g = globalThis as unknown as { document: { querySelector(s: string): { click(): void; getAttribute(n: string): string | null } | null } };
      const link = g.document.querySelector('.product-card__name a')!;
      g.document.querySelector('#listing-filters details[open] input[type="checkbox"]:not(:checked)')!.click();
      link.click();
      return link.getAttribute('href')!;
    });
    await page.waitForURL((url) => url.pathname === product);
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe(product);
  });

  it('keeps the listing the server drew when the network goes while the page hydrates', async () => {
    await agentOnOfflinePage();
    await prepare(ESPOSITO);
    await swReady();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // The CPU slowed so that the page is still hydrating when the network goes, as on a phone.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    const listing = `${stack.baseUrl}/shop-grid-full-width`;
    const opened = page.goto(listing);
    await page.waitForResponse((r) => r.url() === listing && r.request().resourceType() === 'document');
    await context.setOffline(true);
    // Asked of the listing's document, not of the page it replaces.
    await page.waitForURL(listing, { waitUntil: 'commit' });
    const shop = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.shop ?? 'hydrating');
    expect(shop).toBe('hydrating');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await opened;
    await page.getByTestId('offline-notice').waitFor();
    // Hydrated in place, with no error (after one React draws the whole page anew), the listing shown.
    expect(errors).toEqual([]);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  });

  it('takes an order with no network, keeps it through a reload, and sends it exactly once when online', async () => {
    await agentOnOfflinePage();
    await prepare(ESPOSITO);
    await swReady();
    const sku = await articleInStock(2);
    const before = await webOrdersOf('CL002');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    const card = page.getByTestId('offline-customer-2');
    await card.getByRole('button', { name: 'Nuovo ordine' }).click();
    await card.getByLabel('Codice articolo').fill(sku);
    await card.getByLabel('Quantità').fill('2');
    await card.getByRole('button', { name: 'Aggiungi' }).click();
    await card.getByTestId('offline-order-line').waitFor();
    await card.getByRole('button', { name: 'Invia ordine' }).click();
    const queued = page.getByTestId('queued-order');
    await queued.getByText('In attesa di connessione').waitFor();
    expect(await queued.textContent()).toMatch(new RegExp(`${ESPOSITO}Totale \\d+,\\d{2}`));

    // Closing and reopening keeps the order on the device.
    await page.reload();
    await page.getByTestId('queued-order').getByText('In attesa di connessione').waitFor();
    expect(await webOrdersOf('CL002')).toBe(before);

    await context.setOffline(false);
    await page
      .getByTestId('queued-order')
      .getByText('Ordine inviato correttamente')
      .waitFor({ timeout: 30_000 });
    expect(await webOrdersOf('CL002')).toBe(before + 1);
    // Back online, a reload sends nothing again.
    await page.reload();
    await page.getByTestId('queued-order').getByText('Ordine inviato correttamente').waitFor();
    expect(await webOrdersOf('CL002')).toBe(before + 1);
  });

  it("links the order book from the phone's bottom bar", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await submitLogin('AG001');
    const picker = page.getByRole('dialog');
    await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
    await picker.waitFor({ state: 'detached' });
    const bar = page.getByRole('navigation', { name: 'Barra di navigazione' });
    await bar.getByRole('button', { name: 'Account' }).click();
    await bar.getByRole('link', { name: 'Uso offline' }).click();
    await page.getByRole('heading', { name: 'Uso offline', level: 1 }).waitFor();
  });

  it("removes the user's offline data at logout", async () => {
    await agentOnOfflinePage();
    await prepare(ESPOSITO);
    await page.getByRole('button', { name: /Benvenuto/ }).click();
    await page.getByRole('button', { name: 'Disconnetti' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const g = globalThis as unknown as {
                  indexedDB: {
                    open(name: string): {
                      onsuccess: (() => void) | null;
                      result: {
                        transaction(s: string): {
                          objectStore(s: string): {
                            count(): { onsuccess: (() => void) | null; result: number };
                          };
                        };
                      };
                    };
                  };
                  localStorage: { getItem(k: string): string | null };
                };
                const open = g.indexedDB.open('shop-offline');
                open.onsuccess = () => {
                  const count = open.result.transaction('customers').objectStore('customers').count();
                  count.onsuccess = () =>
                    resolve(count.result + (g.localStorage.getItem('shop-offline-start') ? 1000 : 0));
                };
              }),
          ),
        { timeout: 30_000 },
      )
      .toBe(0);
  });
});
