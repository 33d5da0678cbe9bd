import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The listing on a phone (390 x 844), on company 2 (many subcategory tiles): cards that keep
// their actions inside, the 'Filtri' drawer, the row of tiles as one tab stop, facet lists that
// hide nothing and the gateway's 'Esaurito' hint (demo product 2: no stock, no arrivals; product
// 9: no stock but arrivals from the supplier, so still orderable).
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 390, height: 844 } });

async function openListing(): Promise<void> {
  await submitLogin('CL001', 'CL001', stack.hostUrl(2));
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
}

const inside = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('listing on a phone', () => {
  it('keeps names, the wishlist heart and the quick view inside every card', async () => {
    await openListing();
    const cards = page.getByTestId('product-card');
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      for (const control of [
        card.getByRole('button', { name: /^Anteprima rapida/ }),
        card.getByTestId('wishlist-toggle'),
      ]) {
        expect(inside(box, (await control.boundingBox())!)).toBe(true);
      }
      const name = card.getByRole('heading', { level: 2 });
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-390.png` });
    // The heart works from the card.
    const heart = cards.first().getByTestId('wishlist-toggle');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the filters in a drawer and the tiles in one scrolling row, so the first product comes early', async () => {
    await openListing();
    const sidebar = page.getByTestId('filter-sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    // The filters exist but are out of sight and out of the tab order until the drawer opens.
    expect(await sidebar.locator('input[type="checkbox"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);

    // The tiles: one row, one stop of the tab order, arrow keys move along it.
    const tiles = page.getByTestId('facet-tile');
    expect(await tiles.count()).toBeGreaterThan(4);
    const [first, second] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    expect(await page.locator('[data-testid="facet-tile"][tabindex="0"]').count()).toBe(1);
    await tiles.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tiles.nth(1).evaluate((el) => el.matches(':focus'))).toBe(true);
    await page.keyboard.press('Tab');
    // The next stop after the tiles is the first card's link, not a filter.
    expect(
      await page.locator(':focus').evaluate((el) => el.closest('[data-testid="product-card"]') !== null),
    ).toBe(true);
    const firstCard = (await page.getByTestId('product-card').first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(844);

    // The drawer: opened by 'Filtri', focus inside, Escape closes it and gives focus back.
    const open = page.getByRole('button', { name: 'Filtri', exact: true });
    await open.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Chiudi i filtri' }).evaluate((el) => el.matches(':focus')),
    ).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-drawer-390.png` });
    await page.keyboard.press('Escape');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await open.evaluate((el) => el.matches(':focus'))).toBe(true);

    // Choosing a value in the drawer, then 'Mostra N articoli'.
    await open.click();
    const category = sidebar.getByRole('checkbox').first();
    await category.check();
    await page.waitForURL((url) => url.search !== '');
    const count = (await page.getByTestId('listing-count').textContent())!.split(' ')[0];
    await expect
      .poll(() => sidebar.getByRole('button', { name: /^Mostra \d+ articol/ }).textContent())
      .toMatch(/^Mostra \d+ articol/);
    await sidebar.getByRole('button', { name: /^Mostra \d+ articol/ }).click();
    expect(await sidebar.isVisible()).toBe(false);
    expect(Number(count)).toBeGreaterThan(0);
  });

  it('shows every option of a facet list, with nothing cut off', async () => {
    await openListing();
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const lists = page.getByTestId('facet-widget');
    for (let i = 0; i < (await lists.count()); i++) {
      const widget = lists.nth(i);
      if (!(await widget.evaluate((el) => el.hasAttribute('open')))) await widget.locator('summary').click();
      const list = widget.locator('ul');
      expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      const last = list.getByRole('checkbox').last();
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
    }
  });

  it("marks a product out of stock in every size with the gateway's 'Esaurito'", async () => {
    await openListing();
    const sold = await api<{ a: { soldOut: boolean }; b: { soldOut: boolean }; c: { soldOut: boolean } }>(
      '{ a: product(id: "2") { soldOut } b: product(id: "9") { soldOut } c: product(id: "1") { soldOut } }',
    );
    expect([sold.a.soldOut, sold.b.soldOut, sold.c.soldOut]).toEqual([true, false, false]);
    const cards = page.getByTestId('product-card');
    const bySku = (sku: string) => cards.filter({ hasText: sku });
    expect(await bySku('TS0002').getByTestId('sold-out').textContent()).toBe('Esaurito');
    expect(await bySku('TS0001').getByTestId('sold-out').count()).toBe(0);
    const listed = await api<{ products: { items: { sku: string; soldOut: boolean }[] } }>(
      '{ products { items { sku soldOut } } }',
    );
    const shown = await page.getByTestId('sold-out').count();
    expect(shown).toBe(listed.products.items.filter((p) => p.soldOut).length);
  });
});
