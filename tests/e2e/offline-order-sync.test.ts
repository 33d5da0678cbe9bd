import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { startPriceChangeProxy } from '../contract/price-parity-proxy.ts';
import { upstreamWebOrders } from '../support/upstream-web-orders.ts';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Sending the orders taken offline (issue 29 §4): exactly once when the connection drops in the
// middle of the send, and never silently at a price the ERP changed meanwhile.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';

const webOrdersOf = async (username: string) => (await upstreamWebOrders(stack.upstreamUrl, username)).length;

/** AG001 serving Esposito prepares it for offline use on the gateway at `base`; returns the big-stock article's code and price. */
async function prepareEsposito(base: string): Promise<{ sku: string; price: number }> {
  await submitLogin('AG001', 'AG001', base);
  const picker = page.getByRole('dialog');
  await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
  await picker.waitFor({ state: 'detached' });
  await page.goto(`${base}/offline`);
  const card = page.getByTestId('offline-customer-2');
  await card.getByRole('button', { name: "Scarica per l'uso offline" }).click();
  await card.getByText("Pronto per l'uso offline").waitFor();
  await page.evaluate(async () => {
    const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
      .navigator;
    await nav.serviceWorker.ready;
  });
  const res = await context.request.get(`${base}/offline/package?customerId=2`);
  const a = (
    (await res.json()) as { catalogue: { articles: { articleId: number[]; sku: string[]; price: number[] } } }
  ).catalogue.articles;
  const i = a.articleId.indexOf(ARTICLES.bigStock.articleId);
  return { sku: a.sku[i]!, price: a.price[i]! };
}

/** Offline: an order of two pieces of `sku` for Esposito, queued. */
async function queueOrderOffline(sku: string): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-notice').waitFor();
  const card = page.getByTestId('offline-customer-2');
  await card.getByRole('button', { name: 'Nuovo ordine' }).click();
  await card.getByLabel('Codice articolo').fill(sku);
  await card.getByLabel('Quantità').fill('2');
  await card.getByRole('button', { name: 'Aggiungi' }).click();
  await card.getByRole('button', { name: 'Invia ordine' }).click();
  await page.getByTestId('queued-order').getByText('In attesa di connessione').waitFor();
}

describe('sending the orders taken offline', () => {
  it('places the order once when the connection drops after orderPlace went out, and again after a reload', async () => {
    const { sku } = await prepareEsposito(stack.baseUrl);
    const before = await webOrdersOf('CL002');
    await queueOrderOffline(sku);

    // The first orderPlace reaches the gateway, which places the order; its reply never arrives.
    let dropped = 0;
    await page.route('**/graphql', async (route) => {
      if (dropped === 0 && (route.request().postData() ?? '').includes('OfflineOrderPlace')) {
        await route.fetch();
        dropped += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await context.setOffline(false);
    await expect.poll(() => dropped, { timeout: 60_000 }).toBe(1);
    expect(await webOrdersOf('CL002')).toBe(before + 1);
    expect(await page.getByTestId('queued-order').getByText('Ordine inviato correttamente').count()).toBe(0);

    // Reopened: the same key is sent again and answers the order already placed.
    await page.reload();
    await page
      .getByTestId('queued-order')
      .getByText('Ordine inviato correttamente')
      .waitFor({ timeout: 30_000 });
    expect(await webOrdersOf('CL002')).toBe(before + 1);
  });

  describe('with a price the ERP changed while the agent was offline', () => {
    let proxy: Awaited<ReturnType<typeof startPriceChangeProxy>>;
    let gateway: Stack;
    beforeAll(async () => {
      proxy = await startPriceChangeProxy(stack.upstreamUrl);
      gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: proxy.url } });
    });
    afterAll(async () => {
      await gateway?.close();
      await proxy?.close();
    });

    it('shows the change line by line and sends the order only once the agent confirms it', async () => {
      const { sku, price } = await prepareEsposito(gateway.baseUrl);
      const before = await webOrdersOf('CL002');
      await queueOrderOffline(sku);
      const erp = Math.round((price + 1.25) * 100) / 100;
      proxy.setPrice(ARTICLES.bigStock.articleId, erp);

      await context.setOffline(false);
      const change = page.getByTestId('price-change');
      await change.waitFor({ timeout: 30_000 });
      const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
      expect((await change.textContent())!.replace(/\s/g, ' ')).toContain(`${sku}`);
      expect((await change.textContent())!.replace(/\s/g, ' ')).toContain(`da ${euro(price)} a ${euro(erp)}`);
      expect(await webOrdersOf('CL002')).toBe(before);

      // A logout now would delete the order waiting for the agent's word: it asks first.
      const logout = async () => {
        await page.getByRole('button', { name: /Benvenuto/ }).click();
        await page.getByRole('button', { name: 'Disconnetti' }).click();
      };
      await logout();
      const ask = page.getByRole('dialog', { name: 'Ordini non ancora inviati' });
      await ask.getByText("Su questo dispositivo c'è 1 ordine non ancora inviato: uscendo verrà eliminato.", { exact: false }).waitFor();
      await ask.getByRole('button', { name: 'Annulla' }).click();
      await ask.waitFor({ state: 'detached' });
      await change.waitFor();

      await page.getByRole('button', { name: 'Conferma i nuovi prezzi' }).click();
      await page
        .getByTestId('queued-order')
        .getByText('Ordine inviato correttamente')
        .waitFor({ timeout: 30_000 });
      expect(await webOrdersOf('CL002')).toBe(before + 1);

      // Nothing left unsent: the logout goes through without a question.
      await logout();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(await ask.count()).toBe(0);
    });
  });
});
