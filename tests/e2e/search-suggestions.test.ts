import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, context, page, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The header's 'Cerca...' suggesting as a buyer types, used with the keyboard only (the combobox
// pattern: the focus stays in the box, the arrows move the active option).
useBrowserStack({ viewport: { width: 1280, height: 900 } });

interface Suggestions {
  totalCount: number;
  products: { id: string; name: string; price: { price: { formatted: string } } | null }[];
  categories: { value: string; count: number }[];
}

const suggestionsFor = async (text: string) =>
  (
    await api<{ searchSuggestions: Suggestions }>(
      'query($t: String!) { searchSuggestions(text: $t, limit: 6) { totalCount products { id name price { price { formatted } } } categories { value count } } }',
      { t: text },
    )
  ).searchSuggestions;

const box = () => page.getByRole('combobox', { name: 'Cerca articoli' });
const list = () => page.getByRole('listbox', { name: 'Suggerimenti' });
const options = () => list().getByRole('option');
const activeOption = async () => {
  const id = await box().getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

async function logInAndType(text: string): Promise<void> {
  await submitLogin('CL002');
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
  await box().click();
  await box().pressSequentially(text);
  await list().waitFor();
}

describe('search suggestions', () => {
  it('suggests products with their price and picture, the categories of the matches and all the results', async () => {
    await logInAndType('felp');
    const expected = await suggestionsFor('felp');
    expect(expected.products.length).toBeGreaterThan(1);
    // The products, the categories of the matches, then 'Vedi tutti i risultati'.
    await expect.poll(() => options().count()).toBe(expected.products.length + expected.categories.length + 1);
    const first = options().first();
    expect(await first.textContent()).toContain(expected.products[0]!.name);
    expect(await first.textContent()).toContain(expected.products[0]!.price!.price.formatted);
    expect(await first.locator('img').count()).toBe(1);
    expect(await options().nth(expected.products.length).textContent()).toContain(expected.categories[0]!.value);
    expect(await options().last().textContent()).toContain(`Vedi tutti i risultati (${expected.totalCount})`);
    expect(await box().getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    // axe reads the whole listing behind the open list: on a busy machine that alone takes half a minute.
  }, 120_000);

  it('walks the suggestions with the arrows, the focus staying in the box, and Enter opens the product reached', async () => {
    await logInAndType('felp');
    const expected = await suggestionsFor('felp');
    const first = options().first();
    await expect.poll(() => options().count()).toBe(expected.products.length + expected.categories.length + 1);

    // Down to the first and the second product, up from the box to the last option, round again.
    expect(await activeOption()).toBeNull();
    await box().press('ArrowDown');
    expect(await activeOption()).toContain(expected.products[0]!.name);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box().press('ArrowDown');
    expect(await activeOption()).toContain(expected.products[1]!.name);
    await box().press('ArrowUp');
    await box().press('ArrowUp');
    expect(await activeOption()).toBeNull();
    await box().press('ArrowUp');
    expect(await activeOption()).toContain('Vedi tutti i risultati');

    // Enter on the second product opens its page.
    await box().press('ArrowDown');
    await box().press('ArrowDown');
    await box().press('ArrowDown');
    await box().press('Enter');
    await page.waitForURL((url) => url.pathname === `/product/${expected.products[1]!.id}`);
    expect(await list().count()).toBe(0);
  });

  it("'Vedi tutti i risultati' goes to the listing of the search; Escape closes the list and keeps the text", async () => {
    await logInAndType('t shirt');
    const expected = await suggestionsFor('t shirt');
    await box().press('Escape');
    expect(await list().count()).toBe(0);
    expect(await box().inputValue()).toBe('t shirt');
    // The arrows open it again; up from the box is the last option.
    await box().press('ArrowDown');
    await list().waitFor();
    await box().press('ArrowUp');
    expect(await activeOption()).toContain('Vedi tutti i risultati');
    await box().press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width' && url.searchParams.get('name') === 't shirt');
    await expect.poll(() => page.getByTestId('listing-count').textContent()).toBe(`${expected.totalCount} articoli`);
  });

  it("Enter asks the gateway for the search's listing once (started by the box, shared with the page)", async () => {
    await logInAndType('felpa');
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (request.url().endsWith('/graphql') && name === 'Products') asked.push(request.postData() ?? '');
    });
    await box().press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Risultati per "felpa"' }).waitFor();
    await expect.poll(() => page.locator('#main [aria-busy="false"]').count()).toBeGreaterThan(0);
    await page.getByTestId('product-card').first().waitFor();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('"name":"felpa"');
  });

  it('asks nothing for one letter', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await box().click();
    await box().pressSequentially('f');
    await box().press('ArrowDown');
    expect(await list().count()).toBe(0);
    expect(await box().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the search box on a slow device', () => {
  it('keeps what the buyer types while the last search is still being drawn, and Enter searches it', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByTestId('product-card').first().waitFor();
    // A phone four times slower: the listing of a search lands well after its Enter.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await box().fill('felpa');
    await box().press('Enter');
    // The next search typed at once, while the listing still draws the first.
    await box().fill('polo');
    await page.getByRole('heading', { level: 1, name: 'Risultati per "felpa"' }).waitFor();
    expect(await box().inputValue()).toBe('polo');
    await box().press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === 'polo');
    await page.getByRole('heading', { level: 1, name: 'Risultati per "polo"' }).waitFor();
    expect(await box().inputValue()).toBe('polo');
  });
});
