import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The checkout on a phone: every line shows pieces, unit price and total without wrapping, and
// the scroll-to-top button does not sit over the fields while the buyer works down the page.
useBrowserStack({ viewport: { width: 390, height: 844 } });

describe('checkout on a phone', () => {
  it('shows each line on two rows with its unit price, and keeps the payment select uncovered', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname !== '/login');
    await api('mutation { cartClear { userErrors { message } } }');
    await api('mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }', {
      input: {
        lines: [ARTICLES.bigStock, ARTICLES.arriving].map((a) => ({
          productId: String(a.productId),
          articleId: String(a.articleId),
          quantity: 3,
        })),
      },
    });
    await page.goto(`${stack.baseUrl}/precheckout`);
    await page.getByTestId('site-option').first().click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const line = page.getByRole('listitem').filter({ has: page.getByLabel('Totale', { exact: true }) }).first();
    await line.waitFor();

    // Pieces, unit price and total on one row, under the article's name; the total on one line.
    const [qty, unit, total] = await Promise.all(
      ['Quantità', 'Prezzo', 'Totale'].map((name) =>
        line.getByLabel(name, { exact: true }).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), height: Math.round(r.height), width: r.width };
        }),
      ),
    );
    expect(unit!.width).toBeGreaterThan(0);
    expect(new Set([qty!.top, unit!.top, total!.top]).size).toBe(1);
    expect(total!.height).toBeLessThan(30);

    // Working down to the payment select: nothing covers it.
    const payment = page.getByLabel('Modalità di pagamento');
    await payment.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    const covered = await payment.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } }).document;
      const points = [r.right - 8, r.left + r.width / 2].map((x) => doc.elementFromPoint(x, r.top + r.height / 2));
      return points.some((p) => p !== el);
    });
    expect(covered).toBe(false);
    expect(await page.getByRole('button', { name: 'Torna su' }).count()).toBe(0);
    // Scrolling back up is when the button is wanted: it shows.
    await page.mouse.wheel(0, -200);
    await page.getByRole('button', { name: 'Torna su' }).waitFor();
  });
});
