import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { orderableArticles, unavailableArticle } from '../support/quick-order-fixtures.ts';

// The quick order and the price-list page in Chromium: paste rows, see what the shop made of
// them, add them in one go; download the live price list.
useBrowserStack({ viewport: { width: 1366, height: 900 }, stack: { productsPerCompany: 40 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

async function logIn(username: string): Promise<void> {
  await submitLogin(username);
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
}

describe('quick order', () => {
  it('adds eight of ten pasted rows and explains the two it refuses', async () => {
    await logIn('CL002');
    await api('mutation { cartClear { userErrors { message } } }');
    await page.getByRole('link', { name: 'Ordine rapido' }).first().click();
    await page.waitForURL((url) => url.pathname === '/ordine-rapido');

    const valid = orderableArticles(8);
    const rows = [
      ...valid.slice(0, 4).map((a, i) => `${a.sku}\t${i + 1}`),
      'ZZ-NON-ESISTE\t2',
      ...valid.slice(4).map((a) => `${a.sku};1`),
      `${unavailableArticle().sku} 3`,
    ];
    await page.getByLabel('Righe da ordinare').fill(rows.join('\n'));
    await page.getByRole('button', { name: 'Leggi le righe' }).click();
    await expect.poll(() => page.getByTestId('quick-order-row').count()).toBe(10);
    await page.getByText('8 righe su 10 possono essere aggiunte al carrello').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByText('Aggiunti al carrello 14 pz (8 righe nuove)', { exact: true }).first().waitFor();
    const refused = page.getByRole('alert').filter({ hasText: 'Righe non aggiunte' });
    await refused.getByText('Riga 5 (ZZ-NON-ESISTE): Codice articolo non trovato').waitFor();
    await refused.getByText(/Riga 10 \(.+\): Non disponibile/).waitFor();
    expect(await refused.getByRole('listitem').count()).toBe(2);

    const cart = await api<{ cart: { lineCount: number; itemCount: number } }>('{ cart { lineCount itemCount } }');
    expect(cart.cart).toEqual({ lineCount: 8, itemCount: 14 });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('8');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/quick-order-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/quick-order-390.png`, fullPage: true });
    }
  });
});

describe('price list page', () => {
  it('downloads the xlsx at the customer’s prices', async () => {
    await logIn('CL002');
    await page.goto(`${stack.baseUrl}/my-pricelist`);
    await page.getByRole('heading', { name: 'Listino' }).waitFor();
    await page.getByText('Il tuo listino, ai tuoi prezzi netti.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica Excel (xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^listino-esposito-forniture-s-n-c-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Prezzo netto');
    await page.getByText(/^File pronto: listino-esposito/).waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/pricelist-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/pricelist-390.png`, fullPage: true });
    }
  });

  it('lets an agent choose a list and downloads its PDF', async () => {
    await submitLogin('AG001');
    // The login asks whom to act for: that customer is the page's first choice.
    await page.getByRole('dialog').getByTestId('customer-option').first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${stack.baseUrl}/my-pricelist`);
    const choice = page.getByLabel('Listino o cliente');
    await choice.waitFor();
    expect(await choice.inputValue()).toMatch(/^customerId=\d+$/);
    await choice.selectOption({ label: 'Listino rivenditori' });
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^listino-rivenditori-[\d-]+\.pdf$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pricelist-agent-1366.png`, fullPage: true });
  });
});
