import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { startPriceChangeProxy } from '../contract/price-parity-proxy.ts';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The ERP prices a line differently from the shop's catalogue (a price changed minutes ago): the
// checkout shows the old price struck through beside the new one, says so above the submit
// button and sends the order only once the buyer ticks 'Confermo i nuovi prezzi'.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const NOTICE = "I prezzi di alcuni articoli sono cambiati: controlla e conferma i nuovi prezzi prima di inviare l'ordine.";
const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
const cents = (n: number) => Math.round(n * 100) / 100;

describe('checkout with a price the business system changed', () => {
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

  const gql = async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await page.request.post(`${gateway.baseUrl}/graphql`, { data: { query, variables } });
    return ((await res.json()) as { data: T }).data;
  };

  it('shows both prices and a notice, and orders only after the confirmation', async () => {
    await submitLogin('CL001', 'CL001', gateway.baseUrl);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    const added = await gql<{ cartLinesAdd: { userErrors: unknown[] } }>(
      'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
      { input: { lines: [{ productId: '1', articleId: String(ARTICLES.bigStock.articleId), quantity: 2 }] } },
    );
    expect(added.cartLinesAdd.userErrors).toEqual([]);
    const cart = await gql<{ cart: { lines: Array<{ unitPrice: { price: { amount: number } } }> } }>(
      '{ cart { lines { unitPrice { price { amount } } } } }',
    );
    const shown = cart.cart.lines[0]?.unitPrice.price.amount ?? 0;
    const erp = cents(shown + 1.5);
    proxy.setPrice(ARTICLES.bigStock.articleId, erp);

    await page.goto(`${gateway.baseUrl}/precheckout`);
    await page.waitForURL((url) => url.pathname === '/checkout');
    const notice = page.getByTestId('price-change-notice');
    await notice.getByText(NOTICE).waitFor();
    // In the summary: the catalogue price struck through, then the ERP's.
    const line = page.getByTestId('changed-unit-price').first();
    expect(await line.locator('del').textContent()).toContain(euro(shown));
    expect(await line.textContent()).toContain(euro(erp));
    expect(await notice.textContent()).toContain(euro(shown));

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Not confirmed: the page asks for the confirmation and sends nothing.
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('30');
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await notice.getByText("Conferma i nuovi prezzi per inviare l'ordine.").waitFor();
    expect(await page.locator('input:focus').getAttribute('name')).toBe('acceptPrices');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/checkout-price-change-1366.png`, fullPage: true });
      await line.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, -300);
      await page.screenshot({ path: `${SHOTS}/checkout-price-change-line.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-price-change-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // Confirmed, but the price moves again before the order arrives: refused, the new price shown.
    await page.getByLabel('Confermo i nuovi prezzi').check();
    const again = cents(erp + 0.25);
    proxy.setPrice(ARTICLES.bigStock.articleId, again);
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.locator('.Toastify').getByText(NOTICE).waitFor();
    await line.getByText(euro(again)).waitFor();
    expect(await page.getByLabel('Confermo i nuovi prezzi').isChecked()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).count()).toBe(0);

    await page.getByLabel('Confermo i nuovi prezzi').check();
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).waitFor();
  });
});
