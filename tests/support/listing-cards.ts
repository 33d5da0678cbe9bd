import type { Page } from 'playwright-core';

/**
 * The listing's cards as a buyer reads them (name, code, prices), once the page's cards are all
 * drawn (offline the first screen's come a frame before the others).
 */
export async function cardsShown(page: Page): Promise<string[]> {
  const cards = page.getByTestId('product-card');
  await page.locator('[data-cards-drawn="all"]').waitFor();
  return cards.evaluateAll((els) => els.map((e) => (e as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ')));
}

/**
 * Searches 'Cerca...' for the first card's name and waits for the search's answer to replace a
 * page of `shownBefore` cards (fewer cards); returns the name searched.
 */
export async function searchFirstCardName(page: Page, shownBefore: number): Promise<string> {
  const name = (await page.locator('.product-card__name').first().textContent())!.trim();
  await page.getByPlaceholder('Cerca...').fill(name);
  await page.getByPlaceholder('Cerca...').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('name') === name, { timeout: 30_000 });
  await page.waitForFunction(
    (before) => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-testid="product-card"]').length < before,
    shownBefore,
    { timeout: 30_000 },
  );
  return name;
}
