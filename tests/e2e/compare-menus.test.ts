import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { sidewaysOverflow } from '../support/dom-probes.ts';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const nav = () => page.getByRole('navigation', { name: 'Menu principale' });

async function menuTexts(): Promise<string[]> {
  await nav().getByRole('list').first().waitFor();
  return (await nav().getByRole('listitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

describe('compare list', () => {
  it('adds from a card and the product page, refuses a duplicate, and compares side by side', async () => {
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    await cards.nth(0).getByTestId('compare-add').click();
    await toast('Aggiunto al confronto').waitFor();
    await cards.nth(0).getByTestId('compare-add').click();
    await toast('Articolo già presente nella lista di confronto').waitFor();

    const second = await cards.nth(1).getByRole('link').last().getAttribute('href');
    await page.goto(`${stack.baseUrl}${second}`);
    await page.getByTestId('compare-add').click();
    await toast('Aggiunto al confronto').waitFor();

    // The list is one click away from the product that was added.
    await page.getByTestId('compare-open').click();
    await page.waitForURL((url) => url.pathname === '/confronta');
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    expect(await table.locator('thead th').count()).toBe(2);
    for (const row of ['Colori', 'Taglie', 'Disponibilità']) {
      await table.getByRole('rowheader', { name: row }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/compare-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/compare-390.png`, fullPage: true });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await table.getByRole('button', { name: /^Rimuovi/ }).first().click();
    await toast('Rimosso dal confronto').waitFor();
    await expect.poll(() => table.locator('thead th').count()).toBe(1);
  });
});

describe('menus of companies 2, 3 and 4 (storefront-core §2)', () => {
  it('company 3 has the Articoli and Collezioni dropdowns and the static links', async () => {
    await page.goto(`${stack.hostUrl(3)}/about`);
    const texts = await menuTexts();
    expect(texts).toEqual(expect.arrayContaining(['Articoli', 'Collezioni', 'Catalogo', 'Chi siamo', 'Tutorial', 'Colori']));
    expect(texts).not.toContain('Home');
    expect(texts).not.toContain('Storico acquisti');
  });

  it('company 2 has Home and no static links; company 4 shows Storico acquisti once logged in', async () => {
    await page.goto(`${stack.hostUrl(2)}/about`);
    const two = await menuTexts();
    expect(two).toContain('Home');
    expect(two).not.toContain('Articoli');
    expect(two).not.toContain('Catalogo');

    await page.goto(`${stack.hostUrl(4)}/about`);
    expect(await menuTexts()).not.toContain('Storico acquisti');
    await submitLogin('CL001', 'CL001', stack.hostUrl(4));
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${stack.hostUrl(4)}/about`);
    const four = await menuTexts();
    expect(four).toContain('Storico acquisti');
    expect(four).not.toContain('Home');
    expect(four).not.toContain('Articoli');
  });
});

describe('display currency', () => {
  it('shows listing prices converted beside the euro price and marked indicative', async () => {
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('price-display').count()).toBe(0);
    await page.getByTestId('currency-select').selectOption('USD');
    await page.getByTestId('currency-note').getByText('Prezzi indicativi in USD').waitFor();
    const shown = page.getByTestId('product-card').first().getByTestId('price-display');
    await shown.waitFor();
    expect(await shown.innerText()).toMatch(/≈ [\d.]+,\d{2} \$/);
    expect(await page.getByTestId('product-card').first().getByTestId('product-price').innerText()).toContain('€');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/currency-usd-1366.png` });
    await page.getByTestId('currency-select').selectOption('EUR');
    await expect.poll(() => page.getByTestId('price-display').count()).toBe(0);
  });
});

describe('remaining routes', () => {
  it('/shop-catalogue lists the printed catalogue with the listing filters; /redirect reloads the listing', async () => {
    await page.goto(`${stack.baseUrl}/shop-catalogue`);
    await page.getByRole('heading', { level: 1, name: 'Catalogo' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('heading', { name: 'Filtri' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${stack.baseUrl}/redirect`);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  });
});
