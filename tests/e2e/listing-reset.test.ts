import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// 'Resetta filtri' right after ticking a category: the address, the list, the chips and the
// filters the browser session remembers all go back to the whole catalogue, and a reload of the
// bare address keeps it so. A visitor on the listing as the gateway renders it, at desktop width,
// and a customer at phone width (the sidebar is a drawer there).
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Facet { value: string; count: number }

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sidebar = () => page.getByTestId('filter-sidebar');
const countText = () => page.getByTestId('listing-count').textContent();
const chipCount = () => page.getByTestId('active-filters').count();
/** The filters the browser session keeps for the listings (features/catalogue/listing-memory). */
const storedFilters = () =>
  page.evaluate("JSON.stringify(Object.entries(sessionStorage).filter(([k]) => k.startsWith('listing-filters:')))");

interface Clickable { click(): void }

describe("'Resetta filtri'", () => {
  // The race of the bug, made certain: the reset comes while the router is still applying the
  // tick's address (both clicks in one task of the page, before its transition lands). The list,
  // the chips and the session's filters must follow the reset, not the tick.
  for (const { width, customer } of [{ width: 1366, customer: null }, { width: 390, customer: 'CL001' }]) {
    it(`resets a category ticked a moment before, its address not yet applied (${customer ?? 'visitor'}, ${width} px)`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      if (customer) {
        await submitLogin(customer);
        await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
      } else {
        await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
      }
      await page.getByTestId('product-card').first().waitFor();
      const { products } = await api<{ products: { totalCount: number; facets: { categories: Facet[] } } }>(
        '{ products { totalCount facets { categories { value count } } } }',
      );
      const category = [...products.facets.categories].sort((a, b) => b.count - a.count)[0]!;
      if (width < 600) await page.getByRole('button', { name: 'Filtri', exact: true }).click();
      const box = sidebar().getByRole('checkbox', { name: new RegExp(`^${escapeRe(category.value)} \\d`) });
      const reset = sidebar().getByRole('button', { name: 'Resetta filtri' });
      const handles = [await box.elementHandle(), await reset.elementHandle()] as const;
      await page.evaluate(async ([tick, resetButton]) => {
        (tick as unknown as Clickable).click();
        // The tick's own render (the reset button enabled) runs in a microtask; the router's
        // transition to the new address waits for a later task.
        await Promise.resolve();
        (resetButton as unknown as Clickable).click();
      }, handles);

      await expect.poll(countText).toBe(`${products.totalCount} articoli`);
      expect(await chipCount()).toBe(0);
      expect(new URL(page.url()).search).toBe('');
      await expect.poll(storedFilters).toBe(JSON.stringify([['listing-filters:/shop-grid-full-width', '']]));
      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(countText).toBe(`${products.totalCount} articoli`);
      expect(await chipCount()).toBe(0);
    });
  }

  for (const { width, customer } of [{ width: 1366, customer: null }, { width: 390, customer: 'CL001' }]) {
    it(`resets a category just ticked, and a reload keeps it reset (${customer ?? 'visitor'}, ${width} px)`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      if (customer) {
        await submitLogin(customer);
        await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
      } else {
        await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
      }
      await page.getByTestId('product-card').first().waitFor();
      const { products } = await api<{ products: { totalCount: number; facets: { categories: Facet[] } } }>(
        '{ products { totalCount facets { categories { value count } } } }',
      );
      const category = [...products.facets.categories].sort((a, b) => b.count - a.count)[0]!;
      const openFilters = async () => {
        if (width < 600) await page.getByRole('button', { name: 'Filtri', exact: true }).click();
      };

      await openFilters();
      await sidebar().getByRole('checkbox', { name: new RegExp(`^${escapeRe(category.value)} \\d`) }).check();
      await page.waitForURL((url) => url.searchParams.get('category') === category.value);
      await expect.poll(countText).toBe(`${category.count} articoli`);
      expect(await chipCount()).toBe(1);

      await sidebar().getByRole('button', { name: 'Resetta filtri' }).click();
      await expect.poll(countText).toBe(`${products.totalCount} articoli`);
      expect(new URL(page.url()).search).toBe('');
      expect(await chipCount()).toBe(0);
      await expect.poll(storedFilters).toBe(JSON.stringify([['listing-filters:/shop-grid-full-width', '']]));

      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(countText).toBe(`${products.totalCount} articoli`);
      expect(new URL(page.url()).search).toBe('');
      expect(await chipCount()).toBe(0);
      if (SHOTS) {
        if (width < 600) await page.getByRole('button', { name: 'Filtri', exact: true }).click();
        await page.screenshot({ path: `${SHOTS}/listing-after-reset-${width}.png` });
      }
    });
  }
});

