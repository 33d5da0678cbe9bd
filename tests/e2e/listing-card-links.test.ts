import { describe, expect, it } from 'vitest';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The cards' links to the product are plain anchors that the product grid follows in the page
// (ProductGrid): nothing in the grid reads the address, so a search does not draw its cards again.
// A click with a key held, or with the middle button, is left to the browser.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

/** A mark on the window: it survives a page followed in place and goes with a new document. */
const mark = () => page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
const marked = () => page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument === true);

describe("a listing card's links", () => {
  it('open the product in the page, and in a new tab with Ctrl held', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const sku = (await card.locator('p', { hasText: 'Codice:' }).textContent())?.replace('Codice: ', '') ?? '';
    const link = card.getByRole('link', { name });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\//);

    const newTab = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await newTab;
    await tab.waitForURL((url) => url.pathname === href);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/shop-grid-full-width');

    await mark();
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    // The product page: its heading is the product's code.
    await page.getByRole('heading', { level: 1, name: sku }).waitFor();
    expect(await marked()).toBe(true);

    await page.goBack();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('product-card').first().getByRole('link').first().click({ force: true });
    await page.waitForURL((url) => url.pathname === href);
    expect(await marked()).toBe(true);
  });
});
