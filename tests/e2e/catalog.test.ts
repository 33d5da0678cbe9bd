import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The listing in Chromium against the demo catalogue (60 products per company, 42 per page):
// the 'Filtri' sidebar and its counts, tiles, toggles, paginator, the URL as the listing's state,
// what each company and an anonymous visitor see, the quick view and 'Consigliati'.
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 1280, height: 900 } });

interface Facet { value: string; count: number; selected: boolean }
interface Listing { totalCount: number; pageCount: number; facets: { categories: Facet[]; brands: Facet[] } }

const listing = async (filter: Record<string, unknown>) =>
  (
    await api<{ products: Listing }>(
      'query($f: ProductFilter) { products(filter: $f) { totalCount pageCount facets { categories { value count selected } brands { value count selected } } } }',
      { f: filter },
    )
  ).products;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sidebar = () => page.getByTestId('filter-sidebar');
const optionName = (value: string) => new RegExp(`^${escapeRe(value)} \\d`);
const checkbox = (value: string) => sidebar().getByRole('checkbox', { name: optionName(value) });
const countText = () => page.getByTestId('listing-count').textContent();
const param = (name: string) => new URL(page.url()).searchParams.get(name);
/** The number a value's count shows (its words for screen readers follow it, visually hidden). */
const widgetCount = async (value: string) =>
  (await sidebar().locator('label').filter({ has: page.getByRole('checkbox', { name: optionName(value) }) }).locator('.facet__count').textContent())?.match(/^\d+/)?.[0];

async function logIn(username: string, baseUrl = stack.baseUrl): Promise<void> {
  await submitLogin(username, username, baseUrl);
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
}

describe('listing filters', () => {
  it('filters by category then brand with changing counts, keeps them on reload and back/forward, and resets', async () => {
    await logIn('CL001');
    const all = await listing({});
    expect(await countText()).toBe(`${all.totalCount} articoli`);
    const category = [...all.facets.categories].sort((a, b) => b.count - a.count)[0]!;
    const byCategory = await listing({ category: [category.value] });
    // A brand of the category that the other categories also carry: its count must drop.
    const brand = [...byCategory.facets.brands]
      .filter((b) => b.count < all.facets.brands.find((x) => x.value === b.value)!.count)
      .sort((a, b) => b.count - a.count)[0]!;
    const overall = all.facets.brands.find((b) => b.value === brand.value)!.count;
    expect(await widgetCount(brand.value)).toBe(String(overall));

    await checkbox(category.value).check();
    await page.waitForURL((url) => url.searchParams.get('category') === category.value);
    await expect.poll(countText).toBe(`${category.count} articoli`);
    // The brand widget now counts within the category, as the gateway computed.
    await expect.poll(() => widgetCount(brand.value)).toBe(String(brand.count));

    await checkbox(brand.value).check();
    await page.waitForURL((url) => url.searchParams.get('brands') === brand.value);
    await expect.poll(countText).toBe(`${brand.count} articoli`);
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(42, brand.count));
    const chips = page.getByTestId('active-filters').getByRole('listitem');
    expect(await chips.allTextContents()).toEqual([`Categorie: ${category.value}×`, `Marchi: ${brand.value}×`]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-filtered.png`, fullPage: true });

    await page.reload();
    await expect.poll(countText).toBe(`${brand.count} articoli`);
    expect(await checkbox(category.value).isChecked()).toBe(true);
    expect(await checkbox(brand.value).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('brands') === null && url.searchParams.get('category') === category.value);
    await expect.poll(countText).toBe(`${category.count} articoli`);
    await page.goForward();
    await expect.poll(countText).toBe(`${brand.count} articoli`);

    // A chip removes its own filter.
    await page.getByRole('button', { name: `Rimuovi il filtro Marchi: ${brand.value}` }).click();
    await expect.poll(countText).toBe(`${category.count} articoli`);
    await sidebar().getByRole('button', { name: 'Resetta filtri' }).click();
    await expect.poll(countText).toBe(`${all.totalCount} articoli`);
    expect(new URL(page.url()).search).toBe('');
  });

  it('paginates, goes back to page 1 when a filter changes and remembers the page', async () => {
    await logIn('CL002');
    const all = await listing({});
    expect(all.pageCount).toBe(2);
    // Two pages: the paginator shows both and 'Successiva'.
    await page.getByRole('link', { name: 'Pagina 2 di 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(all.totalCount - 42);
    expect(await page.getByRole('link', { name: 'Pagina 2 di 2' }).getAttribute('aria-current')).toBe('page');

    // Leaving the listing and opening it again by its bare address comes back to page 2.
    await page.getByTestId('product-card').first().getByRole('link').last().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(all.totalCount - 42);

    // A filter change starts again from page 1; with one page the paginator disappears.
    const category = all.facets.categories[0]!;
    await checkbox(category.value).check();
    await page.waitForURL((url) => url.searchParams.get('category') === category.value);
    expect(param('page')).toBeNull();
    await expect.poll(countText).toBe(`${category.count} articoli`);
    expect(await page.getByRole('navigation', { name: 'Paginazione' }).count()).toBe(0);
  });

  it('draws a long list closed, its values once opened by the keyboard, and filters by one of them', async () => {
    await logIn('CL001');
    const colours = sidebar().getByTestId('facet-widget').filter({ has: page.locator('summary', { hasText: 'Colori' }) });
    expect(await colours.evaluate((el) => el.hasAttribute('open'))).toBe(false);
    // Nobody sees the closed list's values: they are not drawn until it opens.
    expect(await colours.locator('input').count()).toBe(0);
    await colours.locator('summary').focus();
    await page.keyboard.press('Enter');
    const first = colours.getByRole('checkbox').first();
    await first.waitFor();
    expect(await colours.getByRole('checkbox').count()).toBeGreaterThan(12);
    const colour = (await first.locator('xpath=..').locator('.facet__value').textContent())!;
    await first.check();
    await page.waitForURL((url) => url.searchParams.get('color') !== null);
    // With one of its values checked, the list opens by itself, on reload too.
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    expect(await colours.evaluate((el) => el.hasAttribute('open'))).toBe(true);
    expect(await checkbox(colour).isChecked()).toBe(true);
  });

  it('narrows with the tiles: categories first, then subcategories', async () => {
    await logIn('CL001');
    const tiles = page.getByTestId('facet-tile');
    const first = (await tiles.first().locator('.tile__name').textContent())!;
    const expected = await listing({ category: [first] });
    await tiles.first().click();
    await page.waitForURL((url) => url.searchParams.get('category') === first);
    await expect.poll(countText).toBe(`${expected.totalCount} articoli`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sottocategorie', level: 2 }).count()).toBe(1);
  });

  it("searches with 'Cerca qui' and toggles OUTLET (company 1)", async () => {
    await logIn('CL001');
    const outlet = await listing({ outlet: true });
    expect(outlet.totalCount).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'OUTLET', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('outlet') === 'SI');
    await expect.poll(countText).toBe(`${outlet.totalCount} articoli`);
    expect(await page.getByRole('button', { name: 'OUTLET', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'OUTLET', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('outlet') === null);

    const searched = await listing({ name: 'ts000' });
    await sidebar().getByRole('searchbox', { name: 'Cerca qui' }).fill('ts000');
    await sidebar().getByRole('searchbox', { name: 'Cerca qui' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === 'ts000');
    await expect.poll(countText).toBe(`${searched.totalCount} articoli`);
    expect(await page.getByTestId('active-filters').textContent()).toContain('Ricerca: ts000');
  });
});

describe('what each viewer sees', () => {
  it('company 2 has no Categorie, Tags, Colori or Taglie widgets and no toggles', async () => {
    await page.goto(`${stack.hostUrl(2)}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    const titles = await sidebar().locator('.facet__title').allTextContents();
    expect(titles).toEqual(['Sottocategorie', 'Marchi', 'Modelli']);
    expect(await page.getByRole('button', { name: 'OUTLET', exact: true }).count()).toBe(0);
    expect(await sidebar().getByRole('heading', { name: 'Filtri' }).count()).toBe(1);
  });

  it('company 1 has every widget', async () => {
    await logIn('CL001');
    const titles = await sidebar().locator('.facet__title').allTextContents();
    expect(titles).toEqual(['Categorie', 'Sottocategorie', 'Marchi', 'Modelli', 'Colori', 'Taglie', 'Tags']);
  });

  it('company 4: no sidebar, and CL004 (showPrice 0) sees no prices where CL001 does', async () => {
    await logIn('CL004', stack.hostUrl(4));
    expect(await page.getByTestId('filter-sidebar').count()).toBe(0);
    expect(await page.getByTestId('product-price').count()).toBe(0);
    await page.goto(`${stack.hostUrl(4)}/product/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('product-price').count()).toBe(0);
    await page.locator('section.qty-grid').waitFor();
    expect(await page.locator('.qty-grid__price').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-t4-product.png` });

    await page.context().clearCookies();
    await logIn('CL001', stack.hostUrl(4));
    await expect.poll(() => page.getByTestId('product-price').count()).toBeGreaterThan(0);
  });

  it('an anonymous visitor sees the catalogue, the grid and quantities but no prices (default flags)', async () => {
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-price').count()).toBe(0);
    expect(await page.getByTestId('wishlist-toggle').count()).toBe(0);

    await page.getByRole('button', { name: /Anteprima rapida/ }).first().click();
    const dialog = page.getByTestId('quick-view');
    await dialog.getByTestId('availability-table').waitFor();
    // The cart column is for logged-in viewers only.
    expect(await dialog.getByRole('columnheader', { name: 'Nel carrello' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${stack.baseUrl}/product/1`);
    const grid = page.locator('section.qty-grid');
    await grid.waitFor();
    expect(await page.getByTestId('product-price').count()).toBe(0);
    expect(await grid.locator('.qty-grid__price').count()).toBe(0);
    expect(await grid.getByText(/Disp\. /).count()).toBeGreaterThan(0);
    expect(await grid.getByRole('button', { name: 'Aggiungi al carrello' }).count()).toBe(0);
    expect(await grid.getByRole('link', { name: 'Accedi per ordinare' }).getAttribute('href')).toBe('/login');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-anonymous.png`, fullPage: true });
  });

  it('opens the quick view from a listing card, with the cart column for a logged-in customer', async () => {
    await logIn('CL001');
    const name = (await page.getByTestId('product-card').first().locator('.product-card__name').textContent())!;
    await page.getByTestId('product-card').first().getByRole('button', { name: /Anteprima rapida/ }).click();
    const dialog = page.getByTestId('quick-view');
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(name);
    await dialog.getByRole('columnheader', { name: 'Nel carrello' }).waitFor();
    expect(await dialog.getByTestId('product-price').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-quick-view.png` });
  });

  it("lists CL001's recommended products on /consigliati and asks an anonymous visitor to log in", async () => {
    await page.goto(`${stack.baseUrl}/consigliati`);
    await page.getByLabel('Nome utente').waitFor();
    await logIn('CL001');
    const recommended = await listing({ recommended: true });
    expect(recommended.totalCount).toBe(8);
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Consigliati' }).click();
    await page.waitForURL((url) => url.pathname === '/consigliati');
    await expect.poll(countText).toBe('8 articoli');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Consigliati');
  });
});
