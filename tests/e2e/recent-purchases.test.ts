import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Company 2's 'Ultimi articoli acquistati' (storefront core §6): a logged-in customer finds the
// latest purchases below the listing, each leading to its product page; other companies and
// anonymous visitors do not get the block.
useBrowserStack({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const block = () => page.getByTestId('recent-purchases');

describe("'Ultimi articoli acquistati'", () => {
  it('shows company 2 customers their latest purchases below the listing, linked to the product', async () => {
    await page.goto(`${stack.hostUrl(2)}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await block().count()).toBe(0);

    await submitLogin('CL001', 'CL001', stack.hostUrl(2));
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await block().getByRole('heading', { name: 'Ultimi articoli acquistati' }).waitFor();
    // It comes after the products, so that its late arrival never moves the cards.
    const cardsEnd = await page.getByTestId('product-card').last().evaluate((e) => e.getBoundingClientRect().bottom);
    const blockTop = await block().evaluate((e) => e.getBoundingClientRect().top);
    expect(blockTop).toBeGreaterThan(cardsEnd);
    const links = block().getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(6);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recent-purchases-390.png` });
    // The block scrolls sideways inside itself; the page never does.
    const overflow = await page.evaluate(() => {
      const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } })
        .document.documentElement;
      return d.scrollWidth - d.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);

    const sku = (await links.first().locator('span').first().textContent()) ?? '';
    await links.first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(sku).not.toBe('');
  });

  it('is not shown on company 1', async () => {
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByTestId('product-card').first().waitFor();
    expect(await block().count()).toBe(0);
  });
});
