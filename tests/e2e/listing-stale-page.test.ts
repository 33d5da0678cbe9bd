import { describe, expect, it } from 'vitest';
import { api, page, stack, useBrowserStack } from '../support/browser-stack.ts';

// An address with a page past the last (a shared link, a listing that has since shrunk): the
// gateway refuses such a page (PAGE_OUT_OF_RANGE, for API clients), and the shop's listing goes
// to the last page with the same filters instead of failing.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Facet { value: string; count: number }

describe('a listing address past the last page', () => {
  it('opens the last page, in place of the stale address, filters kept', async () => {
    const { products } = await api<{ products: { facets: { brands: Facet[] } } }>('{ products { facets { brands { value count } } } }');
    const brand = [...products.facets.brands].sort((a, b) => b.count - a.count)[0]!;
    const filtered = await api<{ products: { pageCount: number; totalCount: number } }>(
      'query($f: ProductFilter) { products(filter: $f, pageSize: 42) { pageCount totalCount } }',
      { f: { brands: [brand.value] } },
    );
    const { pageCount, totalCount } = filtered.products;

    await page.goto(`${stack.baseUrl}/shop-grid-full-width?brands=${encodeURIComponent(brand.value)}&page=999`);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(pageCount > 1 ? String(pageCount) : null);
    expect(new URL(page.url()).searchParams.get('brands')).toBe(brand.value);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(totalCount - (pageCount - 1) * 42);
    await expect.poll(() => page.getByTestId('listing-count').textContent()).toBe(`${totalCount} articoli`);
    expect(await page.getByText('Caricamento non riuscito').count()).toBe(0);
  });
});
