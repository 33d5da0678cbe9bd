import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, browser, context, page, stack, useBrowserStack } from '../support/browser-stack.ts';

// The listing and the product page come rendered by the gateway: the products, the visitor's own
// prices, the header and the footer are in the first bytes, before any script has run. The
// browser then takes the page over in place (hydration) with the replies the server used.
const SHOTS = process.env.SCREENSHOT_DIR;
const viewport = { width: 1280, height: 900 };
useBrowserStack({ viewport });

/** The operations the page asks /graphql for, as they leave the browser. */
function operationsAsked(p: Page): string[] {
  const asked: string[] = [];
  p.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    asked.push(name ?? 'anonymous');
  });
  return asked;
}

/** Errors the page reports: a hydration that did not match would show here. */
function errorsOf(p: Page): string[] {
  const errors: string[] = [];
  p.on('pageerror', (error) => errors.push(error.message));
  p.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const cardPrices = (p: Page) => p.getByTestId('product-card').evaluateAll((cards) => cards.slice(0, 6).map((card) => card.textContent ?? ''));

describe('pages rendered on the server', () => {
  it('shows the listing and a product page with JavaScript turned off', async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    try {
      const p = await noScripts.newPage();
      await p.goto(`${stack.baseUrl}/shop-grid-full-width`);
      expect(await p.getByTestId('product-card').count()).toBeGreaterThan(10);
      expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Acquista');
      await p.getByRole('contentinfo').waitFor();
      if (SHOTS) await p.screenshot({ path: `${SHOTS}/listing-without-scripts.png` });
      const first = p.getByTestId('product-card').first().getByRole('link');
      const name = (await first.textContent()) ?? '';
      await first.click();
      await p.waitForURL(/\/product\//);
      await p.getByText(name).first().waitFor();
      expect(await p.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await noScripts.close();
    }
  });

  it('is taken over without asking again for what it shows, then answers every click', async () => {
    const asked = operationsAsked(page);
    const errors = errorsOf(page);
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.waitForLoadState('load');
    // The scripts start after the load event; React marks the elements it has taken over.
    await page.waitForFunction(() => {
      const doc = (globalThis as unknown as { document: { querySelector(selector: string): object | null } }).document;
      return Object.keys(doc.querySelector('[data-testid="product-card"]') ?? {}).some((key) => key.startsWith('__reactFiber'));
    });
    const cardsBefore = await page.getByTestId('product-card').count();
    await page.locator('#listing-filters').getByRole('checkbox').first().check();
    await page.waitForURL(/category=/);
    await expect.poll(() => asked.includes('Products')).toBe(true);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeLessThan(cardsBefore);
    // Before that click the page had asked for none of the replies it was rendered from.
    expect(asked.slice(0, asked.indexOf('Products'))).not.toContain('AppStart');
    expect(errors).toEqual([]);
  });

  it("shows a logged-in customer's own prices in the first bytes", async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    try {
      const login = await noScripts.request.post(`${stack.baseUrl}/graphql`, {
        data: { query: 'mutation($input: LoginInput!) { login(input: $input) { viewer { username } } }', variables: { input: { username: 'CL002', password: 'CL002' } } },
      });
      expect(((await login.json()) as { data: { login: { viewer: { username: string } } } }).data.login.viewer.username).toBe('CL002');
      const priced = await noScripts.request.post(`${stack.baseUrl}/graphql`, {
        data: { query: '{ products(page: 1, pageSize: 6) { items { sku price { price { formatted } } } } }' },
      });
      const items = ((await priced.json()) as { data: { products: { items: { sku: string; price: { price: { formatted: string } } | null }[] } } }).data.products.items;
      expect(items.every((item) => item.price !== null)).toBe(true);
      const p = await noScripts.newPage();
      await p.goto(`${stack.baseUrl}/shop-grid-full-width`);
      const cards = await cardPrices(p);
      items.forEach((item, index) => {
        expect(cards[index]).toContain(item.sku);
        expect(cards[index]).toContain(item.price?.price.formatted);
      });
    } finally {
      await noScripts.close();
    }
  });

  it('keeps what a buyer types and presses before the shop has started, and does it then', async () => {
    await api('mutation { login(input: { username: "CL002", password: "CL002" }) { viewer { username } } }');
    const { product } = await api<{ product: { variations: { sizes: { id: string; unavailable: boolean; maxQuantity: number }[] }[] } }>(
      '{ product(id: "1") { variations { sizes { id unavailable maxQuantity } } } }',
    );
    const cells = product.variations.flatMap((v) => v.sizes).filter((s) => !s.unavailable && s.maxQuantity > 10).slice(0, 2);
    // A slow phone: the shop's code is held back until the buyer has typed and pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const p = await context.newPage();
    await p.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await p.goto(`${stack.baseUrl}/product/1`);
    await p.getByTestId(`grid-cell-${cells[0]!.id}`).fill('3');
    await p.getByTestId(`grid-cell-${cells[1]!.id}`).fill('4');
    await p.locator('section.qty-grid').getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const shopMark = () => p.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.shop ?? 'waiting');
    expect(await shopMark()).toBe('waiting');
    release();
    await p.getByText('Quantità aggiunte al carrello').waitFor();
    const { cart } = await api<{ cart: { lines: { articleId: string; quantity: number }[] } }>('{ cart { lines { articleId quantity } } }');
    expect(cart.lines.map((l) => [l.articleId, l.quantity]).sort()).toEqual([
      [cells[0]!.id, 3],
      [cells[1]!.id, 4],
    ].sort());
  });

  it('takes the page over in place while the buyer types in it, keeping what was typed', async () => {
    await api('mutation { login(input: { username: "CL002", password: "CL002" }) { viewer { username } } }');
    // A phone-class CPU, and a buyer who types as soon as the page shows: the keys reach the page
    // while React takes it over. React then starts that work again at once; it once found the
    // server's replies already used, drew the start screen instead of the page (error 418) and
    // drew the whole page anew, without what had been typed.
    const p = await context.newPage();
    const errors = errorsOf(p);
    const cdp = await context.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.goto(`${stack.baseUrl}/shop-grid-full-width`);
    // The shop's code has started taking the page over (hydrateRoot marks its container).
    await p.waitForFunction(
      () => {
        const root = (globalThis as unknown as { document: { getElementById(id: string): object | null } }).document.getElementById('root');
        return Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { polling: 'raf' },
    );
    const box = p.getByPlaceholder('Cerca...');
    await box.focus();
    await box.pressSequentially('polo', { delay: 20 });
    await p.locator('html[data-shop=ready]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
    expect(await box.inputValue()).toBe('polo');
    await box.press('Enter');
    await p.getByRole('heading', { level: 1, name: 'Risultati per "polo"' }).waitFor();
  });
});
