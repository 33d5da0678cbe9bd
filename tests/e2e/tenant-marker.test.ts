import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Company 2 prints 'i.i.' after every price: the gateway sends the marker with each amount
// (Money.marker) and every price display shows it; company 1 has none. Also the mobile menu's
// catalogue download, which must be a real PDF.
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 1366, height: 900 } });

async function logIn(tenant: 1 | 2): Promise<void> {
  await submitLogin('CL001', 'CL001', stack.hostUrl(tenant));
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
}

/**
 * A GraphQL call from the page itself, on the company's host where it is logged in (Node does not
 * resolve t2.localhost; Chromium does). The tenant argument says which host the page is on.
 */
async function api<T>(tenant: 1 | 2, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  expect(new URL(page.url()).origin).toBe(new URL(stack.hostUrl(tenant)).origin);
  const body = await page.evaluate(
    async (request) =>
      (await (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        })
      ).json()) as {
        data: unknown;
        errors?: unknown;
      },
    { query, variables },
  );
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

async function seedCart(): Promise<void> {
  const { product } = await api<{
    product: { variations: { sizes: { id: string; maxQuantity: number }[] }[] };
  }>(2, '{ product(id: "1") { variations { sizes { id maxQuantity } } } }');
  const size = product.variations.flatMap((v) => v.sizes).find((s) => s.maxQuantity > 2)!;
  const data = await api<{ cartLinesAdd: { userErrors: unknown[] } }>(
    2,
    'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
    { input: { lines: [{ productId: '1', articleId: size.id, quantity: 2 }] } },
  );
  expect(data.cartLinesAdd.userErrors).toEqual([]);
}

const markers = (scope: ReturnType<typeof page.locator>) => scope.getByTestId('price-marker');
/** One marker after the price and one after the struck old price when there is one. */
const expectMarked = async (scope: ReturnType<typeof page.locator>) => {
  const expected = 1 + (await scope.locator('del, s').count());
  expect(await markers(scope).allTextContents()).toEqual(Array(expected).fill(' i.i.'));
};

describe("company 2's 'i.i.' marker", () => {
  it('follows every price: listing, product page, quick view, related, cart and its preview', async () => {
    await logIn(2);
    const { products } = await api<{
      products: { items: { price: { price: { marker: string | null } } | null }[] };
    }>(2, '{ products(pageSize: 3) { items { price { price { marker } } } } }');
    expect(products.items.map((p) => p.price?.price.marker)).toEqual(['i.i.', 'i.i.', 'i.i.']);

    const firstCard = page.getByTestId('product-card').first();
    await expectMarked(firstCard.getByTestId('product-price'));
    await firstCard.getByRole('button', { name: /^Anteprima rapida/ }).click();
    const quickView = page.getByTestId('quick-view');
    await quickView.getByTestId('product-price').waitFor();
    await expectMarked(quickView.getByTestId('product-price'));
    await page.keyboard.press('Escape');

    await page.goto(`${stack.hostUrl(2)}/product/1`);
    const price = page.getByTestId('product-price').first();
    await price.waitFor();
    await expectMarked(price);
    expect(await markers(page.getByRole('region', { name: 'Prodotti Correlati' })).count()).toBeGreaterThan(
      0,
    );
    expect(await markers(page.locator('section.qty-grid')).count()).toBeGreaterThan(0);

    await seedCart();
    await page.goto(`${stack.hostUrl(2)}/cart`);
    await page.getByTestId('cart-total').waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/ i\.i\.$/);
    expect(await page.getByTestId('cart-line-total').first().textContent()).toMatch(/ i\.i\.$/);
    await page.getByRole('button', { name: /^Carrello: \d+/ }).click();
    await expect.poll(() => page.getByTestId('cart-preview-total').textContent()).toMatch(/ i\.i\.$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-preview-t2-1366.png` });
  });

  it('is absent for company 1', async () => {
    await logIn(1);
    expect(await page.getByTestId('product-card').first().getByTestId('product-price').count()).toBe(1);
    expect(await page.getByTestId('price-marker').count()).toBe(0);
    const { products } = await api<{
      products: { items: { price: { price: { marker: string | null } } }[] };
    }>(1, '{ products(pageSize: 1) { items { price { price { marker } } } } }');
    expect(products.items[0]!.price.price.marker).toBeNull();
  });
});

describe("the mobile menu's catalogue download", () => {
  it("'Scarica il catalogo (PDF)' leads to a PDF", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(1);
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const link = page.getByRole('link', { name: 'Scarica il catalogo (PDF)' });
    const href = await link.getAttribute('href');
    expect(await link.getAttribute('download')).not.toBeNull();
    const res = await page.context().request.get(new URL(href!, stack.baseUrl).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
