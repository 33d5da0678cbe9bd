import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// A quantity typed on the cart page above what the line can hold is said, as the product grid
// says it: 'Disponibili solo N' while typing (N the gateway's limit for the line) and 'Aggiunti
// solo N di M' once the gateway clipped it. The line keeps the gateway's quantity.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

interface Size {
  id: string;
  maxQuantity: number;
  unavailable: boolean;
}

/** An orderable size of which a few pieces can be had. */
async function smallSize(): Promise<{ productId: string; size: Size }> {
  const list = await api<{ products: { items: { id: string }[] } }>(
    '{ products(pageSize: 60) { items { id } } }',
  );
  for (const { id } of list.products.items) {
    const detail = await api<{ product: { variations: { sizes: Size[] }[] } | null }>(
      'query($id: ID!) { product(id: $id) { variations { sizes { id maxQuantity unavailable } } } }',
      { id },
    );
    const size = (detail.product?.variations ?? [])
      .flatMap((v) => v.sizes)
      .find((s) => !s.unavailable && s.maxQuantity >= 2 && s.maxQuantity <= 40);
    if (size) return { productId: id, size };
  }
  throw new Error('no size with a small limit');
}

describe('a clipped quantity on the cart page', () => {
  for (const width of [1366, 390]) {
    it(`says the line's limit while typing and the clip once saved (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await submitLogin('CL001');
      await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
      await api('mutation { cartClear { userErrors { message } } }');
      const { productId, size } = await smallSize();
      await api(
        'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
        {
          input: { lines: [{ productId, articleId: size.id, quantity: 1 }] },
        },
      );

      await page.goto(`${stack.baseUrl}/cart`);
      const line = page.getByTestId('cart-line');
      const input = line.getByRole('textbox', { name: /^Quantità di / });
      await input.waitFor();
      const note = line.getByTestId('cart-line-note');
      expect(await note.count()).toBe(0);

      const asked = size.maxQuantity + 7;
      await input.fill(String(asked));
      expect(await note.textContent()).toBe(`Disponibili solo ${size.maxQuantity}`);
      expect(await input.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));

      await input.press('Enter');
      await expect.poll(() => note.textContent()).toBe(`Aggiunti solo ${size.maxQuantity} di ${asked}`);
      expect(await input.inputValue()).toBe(String(size.maxQuantity));
      const { cart } = await api<{ cart: { itemCount: number } }>('{ cart { itemCount } }');
      expect(cart.itemCount).toBe(size.maxQuantity);

      // A quantity within the limit is saved as typed, and the note goes.
      await input.fill('1');
      expect(await note.count()).toBe(0);
      await input.press('Enter');
      await expect
        .poll(
          async () => (await api<{ cart: { itemCount: number } }>('{ cart { itemCount } }')).cart.itemCount,
        )
        .toBe(1);
      expect(await note.count()).toBe(0);
    });
  }
});
