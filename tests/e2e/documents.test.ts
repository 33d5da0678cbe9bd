import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { api, context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The customer area in the browser: documents with their PDF, shipments with carrier tracking,
// last purchases with reorder, and the tenant differences ('Pagato', one documents tab).
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

async function seriousViolations(): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** At 390 px the page never scrolls sideways: wide tables scroll inside their own box. */
async function fitsPhone(): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number; clientWidth: number } };
    };
    return g.document.documentElement.scrollWidth - g.document.documentElement.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const today = () => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-');
  return `${d}/${m}/${y}`;
};
const cartCount = () => page.getByTestId('cart-count').first().textContent();

describe('customer area', () => {
  it("CL002 orders, finds the order under 'Ordini' and downloads its PDF", async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await api('mutation { cartClear { userErrors { message } } }');
    await api(
      'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
      {
        input: {
          lines: [
            {
              productId: String(ARTICLES.bigStock.productId),
              articleId: String(ARTICLES.bigStock.articleId),
              quantity: 2,
            },
          ],
        },
      },
    );
    await page.goto(`${stack.baseUrl}/precheckout`);
    await page.getByTestId('site-option').first().click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByTestId('group-AVAILABLE').waitFor();
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('30');
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).waitFor();

    await page.goto(`${stack.baseUrl}/my-documents`);
    await page.getByRole('heading', { name: 'I miei documenti' }).waitFor();
    const first = page.getByTestId('document-row').first();
    await first.waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Ordini', 'Documenti fiscali']);
    expect(await page.getByRole('tab', { name: 'Ordini' }).getAttribute('aria-selected')).toBe('true');
    expect(await first.textContent()).toContain(today());
    expect(await first.textContent()).toContain('Ordine web');
    expect(await page.getByTestId('document-row').count()).toBeLessThanOrEqual(10);

    // The lines open under the row.
    await first.getByRole('button', { name: /Mostra le righe/ }).click();
    await page
      .getByRole('cell', { name: /T-shirt|Maglia|Polo|Felpa|Cappell|\w+/ })
      .first()
      .waitFor();
    // Under the lines: each discount as applied (CL002: S1 10 %, S2 5 %), every amount that
    // makes the total, and what the buyer chose.
    expect(await page.getByRole('cell', { name: '10+5', exact: true }).count()).toBeGreaterThan(0);
    const amounts = await page.getByTestId('document-amounts').textContent();
    for (const label of ['Merce', 'Spese di trasporto', 'Spese di gestione ordine', 'Imponibile', 'IVA', 'Totale documento'])
      expect(amounts).toContain(label);
    expect(await page.getByTestId('document-choices').textContent()).toContain('ConsegnaCorriere espresso');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('link', { name: /Scarica il PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^OW-\d+-\d{4}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await shoot('documents-1366');
    expect(await seriousViolations()).toEqual([]);
    await fitsPhone();
    await shoot('documents-390');

    // 'Documenti fiscali': invoices, delivery notes and credit notes of the demo year.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('tab', { name: 'Documenti fiscali' }).click();
    await page
      .getByTestId('document-row')
      .filter({ hasText: /Fattura|Documento di trasporto|Nota di credito/ })
      .first()
      .waitFor();
  });

  it('opens the GLS tracking of the newest shipment in a new window, and refuses a pickup', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    // The carrier's site is unreachable here: the new window gets a stand-in page, its address is checked.
    await context.route(/gls-italy\.com|brt\.it/u, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Corriere</title>' }),
    );
    await page.goto(`${stack.baseUrl}/shippings`);
    await page.getByRole('heading', { name: 'Spedizioni', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Informazioni spedizioni' }).waitFor();
    const gls = page.locator('[data-testid="shipment-row"]:has([data-tracking="GLS"])').first();
    const number = (await gls.locator('td').first().textContent()) ?? '';
    // The shop's Cross-Origin-Opener-Policy puts the carrier's page in its own browsing context
    // group: it is awaited as a new page of the context rather than as the page's popup.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      gls.getByRole('button', { name: /Traccia/ }).click(),
    ]);
    await popup.waitForURL(/gls-italy/u);
    const url = new URL(popup.url());
    expect(url.hostname).toBe('www.gls-italy.com');
    // GLS: the sender prefix, the order number and the last two digits of the document's year.
    const date = (await gls.locator('td').nth(2).textContent()) ?? '';
    expect(url.searchParams.get('numero_spedizione')).toBe(`M5${number}${date.slice(-2)}`);
    await popup.close();

    // Nothing to track (pickup on site): the row says so, and offers no 'Traccia' that only alerts.
    const pickup = page.locator('[data-testid="shipment-row"]:has([data-tracking="NONE"])').first();
    expect(await pickup.locator('[data-tracking="NONE"]').textContent()).toBe(
      'Spedizione non disponibile o previsto RITIRO IN SEDE',
    );
    expect(await pickup.getByRole('button', { name: /Traccia/ }).count()).toBe(0);

    // Company 1 has no 'Pagato' column.
    expect(await page.getByRole('columnheader', { name: 'Pagato' }).count()).toBe(0);
    await shoot('shipments-1366');
    expect(await seriousViolations()).toEqual([]);
    await fitsPhone();
    await shoot('shipments-390');
  });

  it("reorders from 'Storico acquisti' and sees the cart count change", async () => {
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await api('mutation { cartClear { userErrors { message } } }');
    await page.goto(`${stack.baseUrl}/my-last-purchases`);
    await page.getByRole('heading', { name: 'Storico acquisti' }).waitFor();
    expect(await page.getByTestId('purchase-row').count()).toBeLessThanOrEqual(10);
    await expect.poll(cartCount).toBe('0');

    const row = page.getByTestId('purchase-row').first();
    await row.getByRole('button', { name: /Dettaglio articolo/ }).click();
    await page.getByRole('columnheader', { name: 'Tipo documento' }).waitFor();

    // The newest shipment of every demo customer starts with big-stock T-shirts: that one always goes in.
    const { lastPurchases } = await api<{
      lastPurchases: { items: Array<{ articleId: string; sku: string }> };
    }>('{ lastPurchases { items { articleId sku } } }');
    const sku =
      lastPurchases.items.find((p) => p.articleId === String(ARTICLES.bigStock.articleId))?.sku ?? '';
    expect(sku).not.toBe('');
    const staple = page.getByTestId('purchase-row').filter({ hasText: sku });
    await staple.getByRole('button', { name: /Riordina/ }).click();
    await expect.poll(cartCount).not.toBe('0');
    await page
      .getByText(/Aggiunti al carrello \d+ pz/)
      .first()
      .waitFor();

    await shoot('purchases-1366');
    expect(await seriousViolations()).toEqual([]);
    await fitsPhone();
    await shoot('purchases-390');
  });

  it("lets agent AG001 change customer with 'Cambia cliente'", async () => {
    await submitLogin('AG001');
    await page.getByRole('dialog').getByTestId('customer-option').first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${stack.baseUrl}/my-documents`);
    await page.getByTestId('document-row').first().waitFor();
    const before = await page.getByTestId('documents-customer').textContent();
    const firstNumbers = await page.getByTestId('document-row').locator('td:nth-child(2)').allTextContents();

    await page.getByTestId('documents-customer').locator('..').getByRole('button', { name: 'Cambia cliente' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('heading', { name: 'Scegli il cliente' }).waitFor();
    const option = picker.getByTestId('customer-option').filter({ hasText: 'Esposito Forniture' });
    await option.click();
    await picker.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('documents-customer').textContent())
      .toBe('Cliente: Esposito Forniture S.n.c.');
    expect(before).not.toBe('Cliente: Esposito Forniture S.n.c.');
    await expect
      .poll(() => page.getByTestId('document-row').locator('td:nth-child(2)').allTextContents())
      .not.toEqual(firstNumbers);
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows 'Pagato' on tenant 2 and one tab 'Documenti' on tenant 4", async () => {
    await submitLogin('CL002', 'CL002', stack.hostUrl(2));
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.hostUrl(2)}/shippings`);
    await page.getByRole('columnheader', { name: 'Pagato' }).waitFor();
    expect(await page.getByTestId('shipment-row').first().locator('td').nth(4).textContent()).toMatch(
      /^(Sì|No)$/u,
    );
    await shoot('shipments-tenant2');

    await submitLogin('CL004', 'CL004', stack.hostUrl(4));
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${stack.hostUrl(4)}/my-documents`);
    await page.getByRole('heading', { name: 'I miei documenti' }).waitFor();
    await page.getByTestId('document-row').first().waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Documenti']);
    // CL004 sees no prices (showPrice 0): no amounts anywhere.
    expect(await page.getByTestId('documents-table').textContent()).not.toContain('€');
    await shoot('documents-tenant4');
    expect(await seriousViolations()).toEqual([]);
  });
});
