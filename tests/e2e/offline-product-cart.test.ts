import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { upstreamWebOrders } from '../support/upstream-web-orders.ts';
import { context, page, stack, useBrowserStack } from '../support/browser-stack.ts';
import { agentPreparesEsposito } from '../support/offline-agent.ts';

// The agent's offline order book (issue 29 §2–3): with no network the prepared customer's
// product page, its quantity grid and the cart work from the device, and the cart becomes an
// order queued on the device and sent once when the network returns.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

/** A product with sizes in colours, one of them with at least 10 pieces and a price, from the device's package. */
async function productWithGrid(): Promise<{ productId: number; articleId: number; sku: string }> {
  const res = await context.request.get(`${stack.baseUrl}/offline/package?customerId=2`);
  const { catalogue } = (await res.json()) as {
    catalogue: {
      products: { id: number[] };
      articles: { product: number[]; articleId: number[]; sku: string[]; colour: string[]; stock: number[]; price: number[] };
    };
  };
  const a = catalogue.articles;
  const i = a.stock.findIndex((n, k) => n >= 10 && a.price[k]! > 0 && a.colour[k] !== '');
  return { productId: catalogue.products.id[a.product[i]!]!, articleId: a.articleId[i]!, sku: a.sku[i]! };
}

/** Every document of the test records, in sessionStorage, whether a 'cannot reach the server' toast appeared. */
async function recordNetworkToasts(): Promise<void> {
  await context.addInitScript(() => {
    const g = globalThis as unknown as {
      sessionStorage: { setItem(k: string, v: string): void };
      document: { body?: { textContent: string | null } };
      MutationObserver: new (cb: () => void) => { observe(n: unknown, o: object): void };
    };
    new g.MutationObserver(() => {
      if (g.document.body?.textContent?.includes('Impossibile contattare il server')) g.sessionStorage.setItem('network-toast', 'seen');
    }).observe(g.document, { childList: true, subtree: true });
  });
}
const networkToastSeen = () => page.evaluate(() => (globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem('network-toast'));

/** The gallery's pictures as shown (a picture that failed to load shows the placeholder), with the main one's text; the closed lightbox's left out. */
const galleryPictures = () =>
  page
    .getByRole('region', { name: 'Galleria immagini' })
    .locator('img:not(dialog img)')
    .evaluateAll((imgs) =>
      imgs.map((img) => {
        const i = img as unknown as { getAttribute(n: string): string | null; complete: boolean; naturalWidth: number };
        return `${i.getAttribute('src')} ${i.getAttribute('alt')} ${i.complete && i.naturalWidth > 0 ? 'shown' : 'not shown'}`;
      }),
    );

const gridPrices = () => page.locator('section.qty-grid .qty-grid__price').allTextContents();

describe('the product page and the cart with no network', () => {
  it('fills the grid at the online prices, keeps the cart on the device and sends it once as an order', async () => {
    await recordNetworkToasts();
    await agentPreparesEsposito();
    const { productId, articleId, sku } = await productWithGrid();
    await page.goto(`${stack.baseUrl}/product/${productId}`);
    await page.getByTestId(`grid-cell-${articleId}`).waitFor();
    const online = await gridPrices();
    expect(online.length).toBeGreaterThan(0);
    const description = page.getByRole('region', { name: 'Descrizione' });
    const onlineDescription = await description.innerHTML();
    const lead = await page.getByRole('heading', { level: 1 }).locator('xpath=../following-sibling::p[1]').textContent();
    const before = (await upstreamWebOrders(stack.upstreamUrl, 'CL002')).length;
    const onlinePictures = await galleryPictures();
    expect(onlinePictures.length).toBeGreaterThan(2);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    // The same grid, sizes and prices, from the device.
    await page.getByTestId(`grid-cell-${articleId}`).waitFor();
    expect(await gridPrices()).toEqual(online);
    // The product's texts as online: the lead and the description, the gateway's sanitised HTML included.
    expect(await description.innerHTML()).toBe(onlineDescription);
    expect(await page.getByRole('heading', { level: 1 }).locator('xpath=../following-sibling::p[1]').textContent()).toBe(lead);
    // The colour's gallery as online, each picture shown from the device's copy of it.
    await expect.poll(galleryPictures).toEqual(onlinePictures);
    // Reviews are the gateway's: no form that could only fail.
    const reviews = page.getByRole('region', { name: 'Recensioni' });
    await reviews.getByText('Questa funzione richiede la connessione.').waitFor();
    expect(await reviews.locator('form').count()).toBe(0);
    expect(await reviews.getByText('Ancora nessuna recensione', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId(`grid-cell-${articleId}`).fill('3');
    await page.locator('section.qty-grid').getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect.poll(() => page.getByTestId(`grid-cell-${articleId}`).inputValue()).toBe('');

    // The cart survives a reload with no network, priced from the device.
    await page.goto(`${stack.baseUrl}/cart`);
    const line = page.getByText(sku);
    await line.waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/\d+,\d{2}/);
    await page.getByRole('link', { name: "Completa l'ordine offline" }).click();

    // The order book opens the customer's order with the cart's line.
    const form = page.getByTestId('offline-customer-2');
    const orderLine = form.getByTestId('offline-order-line');
    await orderLine.waitFor();
    expect(await orderLine.textContent()).toContain(`${sku}`);
    expect(await orderLine.textContent()).toContain('× 3');
    // On a phone the order book fits the screen, long site addresses included.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await form.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByTestId('queued-order').getByText('In attesa di connessione').waitFor();
    expect((await upstreamWebOrders(stack.upstreamUrl, 'CL002')).length).toBe(before);
    // What could not load with no network (the wishlist's count, the product's extras) is not
    // a toast on every page: the header already says 'Sei offline'.
    expect(await networkToastSeen()).toBeNull();

    // The device's cart is now empty: the order took it.
    await page.goto(`${stack.baseUrl}/cart`);
    await page.getByText('Nessun articolo nel carrello').waitFor();

    // What the device cannot answer says it needs the connection.
    for (const path of ['/my-documents', '/my-pricelist']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.getByRole('alert').getByText('Questa funzione richiede la connessione.').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }

    await context.setOffline(false);
    await page.goto(`${stack.baseUrl}/offline`);
    await page.getByTestId('queued-order').getByText('Ordine inviato correttamente').waitFor({ timeout: 30_000 });
    expect((await upstreamWebOrders(stack.upstreamUrl, 'CL002')).length).toBe(before + 1);
  });
});
