import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Issue 25 item 2: the collection fee follows the payment the buyer chooses at checkout. CL001
// pays by 'Ricevuta bancaria'; choosing 'Contrassegno' adds the 2,00 € fee to the costs on the
// page, and the order's document and PDF bill that same fee.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const spaces = (s: string | null) => (s ?? '').replace(/\s+/gu, ' ').trim();

describe('collection fee at checkout', () => {
  it("CL001 chooses 'Contrassegno': the fee is in 'Costi', in the order's document and its PDF", async () => {
    await submitLogin('CL001');
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
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByTestId('group-AVAILABLE').waitFor();
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('30');
    const total = page.getByTestId('checkout-total');
    await total.waitFor();
    const before = await total.textContent();
    // The customer's own payment has no collection fee.
    expect(await page.getByTestId('checkout-collection-fee').count()).toBe(0);

    const payment = page.getByLabel('Modalità di pagamento', { exact: true });
    await payment.selectOption({ label: 'Contrassegno' });
    const fee = page.getByTestId('checkout-collection-fee');
    await fee.waitFor();
    expect(spaces(await fee.textContent())).toBe('2,00 €');
    const costs = page.locator('.checkout-totals');
    expect(spaces(await costs.textContent())).toContain('Spese di contrassegno');
    await expect.poll(() => total.textContent()).not.toBe(before);
    const quotedTotal = spaces(await total.textContent());
    if (SHOTS) await costs.screenshot({ path: `${SHOTS}/checkout-costs-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await costs.scrollIntoViewIfNeeded();
    if (SHOTS) await costs.screenshot({ path: `${SHOTS}/checkout-costs-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).waitFor();

    await page.goto(`${stack.baseUrl}/my-documents`);
    const first = page.getByTestId('document-row').first();
    await first.waitFor();
    await first.getByRole('button', { name: /Mostra le righe/ }).click();
    const amounts = page.getByTestId('document-amounts');
    await amounts.waitFor();
    const text = spaces(await amounts.textContent());
    expect(text).toContain('Spese di contrassegno2,00 €');
    expect(spaces(await page.getByTestId('document-choices').textContent())).toContain('Contrassegno');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('link', { name: /Scarica il PDF/ }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    const printed = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
      .toString('utf8')
      .replace(/\u00a0/gu, ' ')
      .replace(/[ \t]+/gu, ' ');
    expect(printed).toContain('Spese di contrassegno 2,00 €');
    expect(printed).toContain('Pagamento: Contrassegno');
    // The document's taxable amount is the checkout's quoted total (VAT excluded).
    expect(printed).toContain(`Imponibile ${quotedTotal}`);
  });
});
