import { describe, expect, it } from 'vitest';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Offline, the listing answers as the gateway does online (issue 29: the listing, filters, facet
// counts and search work as online): every filter list, in the same order, with the same counts;
// a model ticked in 'Modelli' filters as online; a search finds the same products.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';

/** Every filter list of the sidebar as the agent reads it, the folded ones opened: title, values and counts. */
async function sidebarLists(): Promise<string[]> {
  const folded = page.locator('#listing-filters details:not([open]) > summary');
  while ((await folded.count()) > 0) await folded.first().click();
  return page.locator('#listing-filters details').evaluateAll((lists) => lists.map((l) => (l as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));
}

/** The listing as the agent reads it after ticking `value` in 'Modelli': its count and every list. */
async function withModel(value: string): Promise<{ count: string | null; lists: string[] }> {
  // Clicked, not checked: offline the box follows the address once the device has answered.
  const box = page.locator('#listing-filters details', { hasText: 'Modelli' }).getByRole('checkbox', { name: new RegExp(`^${value} `) });
  await box.click();
  await page.waitForURL((url) => [...url.searchParams.values()].includes(value));
  await expect.poll(() => box.isChecked()).toBe(true);
  await expect.poll(() => page.locator('#main [aria-busy]').getAttribute('aria-busy')).toBe('false');
  await page.locator('[data-cards-drawn="all"]').waitFor();
  return { count: await page.getByTestId('listing-count').textContent(), lists: await sidebarLists() };
}

/**
 * The listing as the agent reads it after searching `text` in 'Cerca...': its count, its cards'
 * names and every list. The names sorted, of a result held in one page: online the best matches
 * come first, the device gives them in the catalogue's order.
 */
async function searched(text: string): Promise<{ count: string | null; names: string[]; lists: string[] }> {
  await page.getByPlaceholder('Cerca...').fill(text);
  await page.getByPlaceholder('Cerca...').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('name') === text);
  await expect.poll(() => page.locator('#main [aria-busy]').getAttribute('aria-busy')).toBe('false');
  await page.locator('[data-cards-drawn="all"]').waitFor();
  const names = (await page.locator('.product-card__name').allTextContents()).map((n) => n.trim()).sort();
  const onePage = (await page.getByRole('navigation', { name: 'Paginazione' }).count()) === 0;
  return { count: await page.getByTestId('listing-count').textContent(), names: onePage ? names : [], lists: await sidebarLists() };
}

/** Words found only in the short descriptions (a material) and in the models ('Modelli'). */
const SEARCHES = ['cotone', 'organic'];

describe('the filter lists offline', () => {
  it('lists every filter as online, sizes in their order and the models too, filters by a model and searches the same fields', async () => {
    await submitLogin('AG001');
    const picker = page.getByRole('dialog');
    await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
    await picker.waitFor({ state: 'detached' });
    await page.goto(`${stack.baseUrl}/offline`);
    const card = page.getByTestId('offline-customer-2');
    await card.getByRole('button', { name: "Scarica per l'uso offline" }).click();
    await card.getByText("Pronto per l'uso offline").waitFor();
    await page.evaluate(async () => {
      const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator;
      await nav.serviceWorker.ready;
    });

    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.locator('[data-cards-drawn="all"]').waitFor();
    const online = await sidebarLists();
    const models = online.find((l) => l.startsWith('Modelli '));
    expect(models).toBeDefined();
    expect(online.find((l) => l.startsWith('Taglie '))).toMatch(/^Taglie XS .* S .* M .* L .* XL /);
    const model = /^Modelli (.+?) \d+ articol/.exec(models!)![1]!;
    const onlineWithModel = await withModel(model);
    const onlineSearches = [];
    for (const text of SEARCHES) onlineSearches.push(await searched(text));
    // Both found; one held in a page.
    expect(onlineSearches.map((r) => r.count)).not.toContain('0 articoli');
    expect(onlineSearches.some((r) => r.names.length > 0)).toBe(true);
    // Forgotten, so that the bare address opens the whole listing again.
    await page.getByTestId('filter-sidebar').getByRole('button', { name: 'Resetta filtri' }).click();
    await expect.poll(sidebarLists).toEqual(online);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.locator('[data-cards-drawn="all"]').waitFor();
    expect(await sidebarLists()).toEqual(online);
    expect(await withModel(model)).toEqual(onlineWithModel);
    for (const [k, text] of SEARCHES.entries()) expect(await searched(text)).toEqual(onlineSearches[k]);
  });
});
