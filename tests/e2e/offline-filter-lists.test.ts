import { describe, expect, it } from 'vitest';
import { context, page, stack, useBrowserStack } from '../support/browser-stack.ts';
import { agentPreparesEsposito } from '../support/offline-agent.ts';

// Offline, the listing answers as the gateway does online (issue 29: the listing, filters, facet
// counts and search work as online): the same tour of the listing, read online then offline,
// gives every filter list in the same order with the same counts, the same result for a model
// ticked in 'Modelli', for the SCHOOL toggle and for searches.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

/** Words found only in the short descriptions (a material) and in the models ('Modelli'). */
const SEARCHES = ['cotone', 'organic'];

/** Every filter list of the sidebar as the agent reads it, the folded ones opened: title, values and counts. */
async function sidebarLists(): Promise<string[]> {
  const folded = page.locator('#listing-filters details:not([open]) > summary');
  while ((await folded.count()) > 0) await folded.first().click();
  return page.locator('#listing-filters details').evaluateAll((lists) => lists.map((l) => (l as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));
}

/**
 * The listing once its answer is drawn: its count, its cards' names in their order (a search's
 * best matches first, ranked on the device as online) and every list.
 */
async function reading(): Promise<{ count: string | null; names: string[]; lists: string[] }> {
  await expect.poll(() => page.locator('#main [aria-busy]').getAttribute('aria-busy')).toBe('false');
  await page.locator('[data-cards-drawn="all"]').waitFor();
  const names = (await page.locator('.product-card__name').allTextContents()).map((n) => n.trim());
  return { count: await page.getByTestId('listing-count').textContent(), names, lists: await sidebarLists() };
}

/** 'Resetta filtri': the whole listing again, its filters forgotten. */
async function reset(): Promise<void> {
  await page.getByTestId('filter-sidebar').getByRole('button', { name: 'Resetta filtri' }).click();
  await page.waitForURL((url) => url.search === '');
}

/** Ticks `value` in 'Modelli'. Clicked, not checked: offline the box follows the address once the device has answered. */
async function withModel(value: string) {
  const box = page.locator('#listing-filters details', { hasText: 'Modelli' }).getByRole('checkbox', { name: new RegExp(`^${value} `) });
  await box.click();
  await page.waitForURL((url) => [...url.searchParams.values()].includes(value));
  await expect.poll(() => box.isChecked()).toBe(true);
  return reading();
}

async function schoolToggled() {
  const toggle = page.getByRole('button', { name: 'SCHOOL', exact: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  return reading();
}

async function searched(text: string) {
  await page.getByPlaceholder('Cerca...').fill(text);
  await page.getByPlaceholder('Cerca...').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('name') === text);
  return reading();
}

/** The whole listing, then each change from it: what the agent reads at each step. */
async function tour() {
  const whole = await reading();
  const model = /^Modelli (.+?) \d+ articol/.exec(whole.lists.find((l) => l.startsWith('Modelli ')) ?? '')?.[1] ?? null;
  const steps: Record<string, Awaited<ReturnType<typeof reading>>> = { whole };
  if (model !== null) {
    steps[`Modelli: ${model}`] = await withModel(model);
    await reset();
  }
  steps.SCHOOL = await schoolToggled();
  await reset();
  for (const text of SEARCHES) steps[`Cerca: ${text}`] = await searched(text);
  // Forgotten, so that the bare address opens the whole listing again.
  await reset();
  return steps;
}

describe('the listing offline', () => {
  it('lists every filter as online, sizes in their order and the models too, filters by a model and a toggle, and searches the same fields', async () => {
    await agentPreparesEsposito();
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    const online = await tour();
    // The steps the tour is for: a model ticked, the sizes in wearing order, each step a result.
    expect(Object.keys(online)).toHaveLength(3 + SEARCHES.length);
    expect(online.whole!.lists.find((l) => l.startsWith('Taglie '))).toMatch(/^Taglie XS .* S .* M .* L .* XL /);
    expect(Object.values(online).map((s) => s.count)).not.toContain('0 articoli');
    expect(Object.values(online).filter((s) => s.names.length > 0).length).toBeGreaterThan(1);
    // A search of more than a page: which products its first page shows is the ranking's.
    const cotone = online['Cerca: cotone']!;
    expect(Number(cotone.count!.replace(/\D/g, ''))).toBeGreaterThan(cotone.names.length);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await tour()).toEqual(online);
  });

  it("lists the printed catalogue's products as online, and says 'Consigliati' needs the network", async () => {
    await agentPreparesEsposito();
    await page.goto(`${stack.baseUrl}/shop-catalogue`);
    // (The demo's products are all in it; which are is compared product by product in the unit tests.)
    const online = await reading();
    expect(online.count).not.toBe('0 articoli');

    await context.setOffline(true);
    await page.goto(`${stack.baseUrl}/shop-catalogue`);
    await page.getByTestId('offline-notice').waitFor();
    expect(await reading()).toEqual(online);
    // Not the whole catalogue under the title 'Consigliati': the page says what it needs.
    await page.goto(`${stack.baseUrl}/consigliati`);
    await page.getByText('Questa funzione richiede la connessione.').waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(0);
  });
});
