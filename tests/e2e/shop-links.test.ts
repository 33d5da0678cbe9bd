import { describe, expect, it } from 'vitest';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The shop's links (components/ShopLink) are anchors that the router follows in the page on a
// plain click, as React Router's Link: with Ctrl held the browser opens a tab, and a link to the
// page shown does not add an entry to the history.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

/** A mark on the window: it survives a page followed in place and goes with a new document. */
const mark = () => page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
const marked = () => page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument === true);
const historyLength = () => page.evaluate(() => (globalThis as unknown as { history: { length: number } }).history.length);

describe("the shop's links", () => {
  it('open their page in place, in a new tab with Ctrl held, and add no entry for the page shown', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    await mark();

    // The paginator: page 2 in place, one entry more in the history.
    const before = await historyLength();
    const pageTwo = page.getByRole('link', { name: 'Pagina 2 di 2' });
    await pageTwo.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => pageTwo.getAttribute('aria-current')).toBe('page');
    expect(await historyLength()).toBe(before + 1);
    expect(await marked()).toBe(true);

    // The page shown, clicked again: no new entry.
    await pageTwo.click();
    await page.waitForTimeout(300);
    expect(await historyLength()).toBe(before + 1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // The main menu's link with Ctrl: a new tab, and this page stays.
    const menuLink = page.getByRole('link', { name: 'Acquisti', exact: true }).first();
    expect(await menuLink.getAttribute('href')).toBe('/shop-grid-full-width');
    const newTab = context.waitForEvent('page');
    await menuLink.click({ modifiers: ['Control'] });
    const tab = await newTab;
    await tab.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await tab.close();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // The header's cart preview: its link opens the cart in place and closes the preview.
    await page.getByTestId('cart-count').click();
    const viewCart = page.getByRole('link', { name: 'Visualizza Carrello' });
    await viewCart.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await viewCart.waitFor({ state: 'detached' });
    expect(await marked()).toBe(true);

    // Back and forward through the entries the links made.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await marked()).toBe(true);
  });
});
