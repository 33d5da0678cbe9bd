import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// A search sent from the header on the listing the server rendered: the listing draws the
// answer, then the page rests. It once re-rendered the listing without end (every checkbox of
// the filters rewritten hundreds of times a second, the next search never typed): urql's
// useQuery, on a state React had rebased, brought the last search's query back
// (patches/urql+5.0.4.patch).
useBrowserStack({ viewport: { width: 1366, height: 900 } });

/** How many changes the page's document goes through during `ms`. */
function changesDuring(ms: number): Promise<number> {
  return page.evaluate((wait) => {
    const g = globalThis as unknown as {
      document: unknown;
      MutationObserver: new (f: (records: unknown[]) => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    };
    let changes = 0;
    const observer = new g.MutationObserver((records) => {
      changes += records.length;
    });
    observer.observe(g.document, { subtree: true, childList: true, attributes: true, characterData: true });
    return new Promise<number>((resolve) =>
      setTimeout(() => {
        observer.disconnect();
        resolve(changes);
      }, wait),
    );
  }, ms);
}

describe('a search from the header on the listing', () => {
  it('draws the answer, then the page rests and takes the next search', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.locator('html[data-shop=ready]').waitFor({ state: 'attached' });
    for (const text of ['polo', 'felpa']) {
      const box = page.getByPlaceholder('Cerca...');
      await box.fill(text);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('name') === text);
      await page.getByRole('heading', { level: 1, name: `Risultati per "${text}"` }).waitFor();
      await expect.poll(() => changesDuring(1_000), { timeout: 10_000 }).toBe(0);
    }
  });
});
