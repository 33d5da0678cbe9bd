import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { sidewaysOverflow } from '../support/dom-probes.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { ARTICLES, saveUpstreamCart } from '../contract/order-fixtures.ts';

useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const COMING_SOON = 'Questa sezione sarà disponibile a breve.';

async function shoot(name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const label = () => page.getByTestId('flip-label');

describe('catalogue flip-book', () => {
  it('turns pages by button and by arrow key, keeping the page in the address', async () => {
    await page.goto(`${stack.baseUrl}/CatalogFlip/1`);
    await label().getByText('Pagine 1/1 di 182').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await label().getByText('Pagine 2/3 di 182').waitFor();
    await page.waitForURL((url) => url.pathname === '/CatalogFlip/2');
    await page.keyboard.press('ArrowRight');
    await label().getByText('Pagine 4/5 di 182').waitFor();
    await page.waitForURL((url) => url.pathname === '/CatalogFlip/4');
    await page.keyboard.press('ArrowLeft');
    await label().getByText('Pagine 2/3 di 182').waitFor();
    await page.getByRole('button', { name: 'Pagina precedente' }).click();
    await label().getByText('Pagine 1/1 di 182').waitFor();
  });

  it('opens the page a link names, loads it, and offers the PDFs', async () => {
    await page.goto(`${stack.baseUrl}/CatalogFlip/50`);
    await label().getByText('Pagine 50/51 di 182').waitFor();
    const image = page.getByRole('img', { name: 'Pagina 50 del catalogo' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => { const i = img as unknown as { complete: boolean; naturalWidth: number }; return i.complete && i.naturalWidth; })).toBe(450);
    const full = page.getByRole('link', { name: 'Scarica il catalogo completo (PDF)' });
    const href = await full.getAttribute('href');
    const pdf = await page.request.get(`${stack.baseUrl}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await page.locator('a[href^="/catalogue/suppliers/"]').count()).toBe(4);
    await shoot('flipbook-50');
  });
});

const ROUTES: [string, string, string][] = [
  ['/about', 'Chi siamo', '3.500 m²'],
  ['/tutorial', 'Tutorial', 'Guarda il video'],
  ['/colors', 'Colori', 'Cartelle colori'],
  ['/privacy-policy', 'Informativa sulla privacy', '10 anni'],
  ['/condizioni-vendita', 'Condizioni di vendita', '12,90'],
];

describe('static pages', () => {
  it('render their content for every company, without logging in', async () => {
    for (const tenant of [1, 2, 3, 4] as const) {
      for (const [path, heading, content] of ROUTES) {
        await page.goto(`${stack.hostUrl(tenant)}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(content, { exact: false }).first().waitFor();
        expect(await page.getByText(COMING_SOON).count()).toBe(0);
        if (tenant === 1) {
          expect(await seriousViolations(page)).toEqual([]);
          await shoot(`static${path.replace('/', '-')}`);
        }
      }
    }
    // The privacy notice is not the cookie policy, and the about page lists its five people.
    await page.goto(`${stack.baseUrl}/about`);
    await page.getByTestId('about-team').waitFor();
    expect(await page.getByTestId('about-team').getByRole('listitem').count()).toBe(5);
    await page.goto(`${stack.baseUrl}/privacy-policy`);
    expect(await page.getByRole('heading', { name: 'Cookie policy' }).count()).toBe(0);
  });

  it('loads the tutorial video only when asked', async () => {
    await page.goto(`${stack.baseUrl}/tutorial`);
    await page.getByTestId('tutorial-poster').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByTestId('tutorial-poster').press('Enter');
    await page.locator('iframe').waitFor({ state: 'attached' });
  });

  it('quotes the pickup handling fee a checkout with pickup is charged', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [{ ...ARTICLES.bigStock, quantity: 2 }]);
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname !== '/login');
    const data = await api<{ checkoutCart: { shippingCosts: { pickup: { total: { formatted: string } }; first: { transport: { formatted: string } } } } }>(
      '{ checkoutCart { shippingCosts { pickup { total { formatted } } first { transport { formatted } } } } }',
    );
    const costs = data.checkoutCart.shippingCosts;
    await page.goto(`${stack.baseUrl}/condizioni-vendita`);
    const tariff = page.getByTestId('sales-tariff');
    await tariff.waitFor();
    expect(await tariff.getByRole('row', { name: /Ritiro in sede/ }).getByRole('cell').innerText()).toBe(costs.pickup.total.formatted);
    expect(await tariff.getByRole('row', { name: /Primo collo/ }).getByRole('cell').innerText()).toBe(costs.first.transport.formatted);
    expect(costs.first.transport.formatted).toBe('12,90 €');
  });
});
