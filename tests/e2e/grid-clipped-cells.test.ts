import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// A quantity grid cell that gets less than typed says so, before the add ('Disponibili solo N',
// N being the gateway's limit for the article) and after it ('Aggiunti solo N di M', the gateway's
// report of what the cart took); a refused value says 'Quantità non consentite' in its cell.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Size { id: string; maxQuantity: number; unavailable: boolean }

/** A product with two orderable sizes, one of them with a small limit. */
async function gridProduct(): Promise<{ productId: string; small: Size; other: Size }> {
  const list = await api<{ products: { items: { id: string }[] } }>('{ products(pageSize: 60) { items { id } } }');
  for (const { id } of list.products.items) {
    const detail = await api<{ product: { variations: { sizes: Size[] }[] } | null }>(
      'query($id: ID!) { product(id: $id) { variations { sizes { id maxQuantity unavailable } } } }',
      { id },
    );
    const sizes = (detail.product?.variations ?? []).flatMap((v) => v.sizes).filter((s) => !s.unavailable && s.maxQuantity >= 1);
    const small = sizes.find((s) => s.maxQuantity <= 40);
    const other = sizes.find((s) => s !== small);
    if (small && other) return { productId: id, small, other };
  }
  throw new Error('no product with a small limit');
}

describe('clipped grid cells', () => {
  it('say how many can be had before the add and how many went in after it', async () => {
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await api('mutation { cartClear { userErrors { message } } }');
    const { productId, small, other } = await gridProduct();
    await page.goto(`${stack.baseUrl}/product/${productId}`);
    const grid = page.getByRole('region', { name: 'Griglia quantità' });
    const cell = page.getByTestId(`grid-cell-${small.id}`);
    await cell.waitFor();

    const asked = small.maxQuantity + 6;
    await cell.fill(String(asked));
    expect(await cell.inputValue()).toBe(String(small.maxQuantity));
    const note = page.getByTestId(`grid-note-${small.id}`);
    expect(await note.textContent()).toBe(`Disponibili solo ${small.maxQuantity}`);
    // The note is the cell's description, for a screen reader too.
    expect(await cell.getAttribute('aria-describedby')).toBe(`grid-note-${small.id}`);

    await page.getByTestId(`grid-cell-${other.id}`).fill('-3');
    expect(await page.getByTestId(`grid-note-${other.id}`).textContent()).toBe('Quantità non consentite');
    // The cell shows nothing after a refused value; typing a good one takes the note away.
    await page.getByTestId(`grid-cell-${other.id}`).fill('1');
    expect(await page.getByTestId(`grid-note-${other.id}`).count()).toBe(0);

    await grid.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect.poll(() => note.textContent()).toBe(`Aggiunti solo ${small.maxQuantity} di ${asked}`);
    expect(await cell.inputValue()).toBe('');
    const { cart } = await api<{ cart: { itemCount: number } }>('{ cart { itemCount } }');
    expect(cart.itemCount).toBe(small.maxQuantity + 1);
  });
});
