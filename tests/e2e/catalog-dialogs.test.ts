import { describe, expect, it } from 'vitest';
import { page, stack, useBrowserStack } from '../support/browser-stack.ts';
import { startStack } from '../support/stack.ts';

// The shop page's dialogs: the loading dialog while a page of results is on its way, the
// 'Comunicazione' notice when the configuration sets one, and the maintenance modal with its image.
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 1280, height: 900 } });

describe('shop page dialogs', () => {
  // The listing opened from its address comes rendered by the server, with its products; the
  // dialog shows when the shop is reached from another page and the products are on their way.
  it("shows 'Attendi, caricamento degli articoli in corso...' until the listing arrives", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query Products')) await held;
      await route.continue();
    });
    await page.goto(`${stack.baseUrl}/about`);
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Prodotti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendi, caricamento degli articoli in corso...' });
    await dialog.waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(0);
    release();
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("shows the 'Comunicazione' notice once per session when the configuration sets a text", async () => {
    const text = 'Chiusura per ferie dal 10 al 24 agosto: gli ordini saranno evasi dal 25 agosto.';
    const noticed = await startStack({ reuseUpstream: stack, env: { SHOP_NOTICE: text } });
    try {
      await page.goto(`${noticed.baseUrl}/shop-grid-full-width`);
      const notice = page.getByRole('dialog', { name: 'Comunicazione' });
      await notice.getByText(text).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-notice.png` });
      await notice.getByRole('button', { name: 'Chiudi' }).click();
      await expect.poll(() => notice.count()).toBe(0);
      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByRole('dialog', { name: 'Comunicazione' }).count()).toBe(0);
    } finally {
      await noticed.close();
    }
    // Without a configured text there is no notice.
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Comunicazione' }).count()).toBe(0);
  });

  it('shows the maintenance modal with its image and loads no products', async () => {
    const closed = await startStack({ reuseUpstream: stack, env: { MAINTENANCE: '1' } });
    try {
      await page.goto(`${closed.baseUrl}/shop-grid-full-width`);
      const modal = page.getByRole('dialog', { name: 'Sito in manutenzione' });
      await modal.waitFor();
      const image = modal.getByRole('img');
      await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
      // Escape does not dismiss it.
      await page.keyboard.press('Escape');
      expect(await modal.isVisible()).toBe(true);
      expect(await page.getByTestId('product-card').count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/maintenance.png` });
    } finally {
      await closed.close();
    }
  });
});
