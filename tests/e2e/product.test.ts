import { describe, expect, it } from 'vitest';
import { api, context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The product page, its quantity grid, the quick view, 'notify me' and reviews in Chromium,
// on the demo catalogue's fixed products: 1 has plenty of stock, 2 has no stock and is tagged
// PROMEMORIA (its sizes offer 'notify me').
const SHOTS = process.env.SCREENSHOT_DIR;

useBrowserStack({ viewport: { width: 1280, height: 900 } });

async function logIn(username: string): Promise<void> {
  await submitLogin(username);
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
}

interface DemoProduct {
  sku: string;
  price: { price: { formatted: string } } | null;
  variations: { name: string; sizes: { id: string; name: string; unavailable: boolean; maxQuantity: number }[] }[];
}

const readProduct = async (id: string) =>
  (
    await api<{ product: DemoProduct }>(
      'query($id: ID!) { product(id: $id) { sku price { price { formatted } } variations { name sizes { id name unavailable maxQuantity } } } }',
      { id },
    )
  ).product;

describe('product page', () => {
  it('opens by deep link with title, price, swatches, sizes and availability', async () => {
    await logIn('CL001');
    const product = await readProduct('1');
    await page.goto(`${stack.baseUrl}/product/1`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.sku);
    expect(await page.getByTestId('product-price').textContent()).toContain(product.price!.price.formatted);
    expect(await page.getByTestId('colour-swatch').count()).toBe(product.variations.length);
    expect(await page.getByTestId('size-radio').count()).toBe(product.variations[0]!.sizes.length);
    // Product 1 has more than 500 pieces of every size.
    expect(await page.getByTestId('size-availability').textContent()).toContain('500+');
    await page.getByText('Disponibilità per taglia e colore').click();
    await page.getByTestId('availability-table').waitFor();
    expect(await page.getByRole('heading', { name: 'Prodotti Correlati' }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-mobile.png`, fullPage: true });
  });

  it('fits a phone screen: the wide grid and table scroll inside their boxes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => {
      const g = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
      return g.document.documentElement.scrollWidth - g.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the not-found state for an unknown product', async () => {
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/999999`);
    await page.getByTestId('product-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Articolo non trovato');
  });

  it('adds three grid cells in one go and clears them', async () => {
    await logIn('CL002');
    const product = await readProduct('1');
    const cells = product.variations.flatMap((v) => v.sizes).filter((s) => !s.unavailable && s.maxQuantity > 10).slice(0, 3);
    expect(cells).toHaveLength(3);
    await page.goto(`${stack.baseUrl}/product/1`);
    const grid = page.locator('section.qty-grid');
    await grid.waitFor();
    for (const [index, cell] of cells.entries()) await page.getByTestId(`grid-cell-${cell.id}`).fill(String(index + 2));
    await grid.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByText('Quantità aggiunte al carrello').waitFor();
    for (const cell of cells) expect(await page.getByTestId(`grid-cell-${cell.id}`).inputValue()).toBe('');
    const { cart } = await api<{ cart: { itemCount: number; lines: { articleId: string; quantity: number }[] } }>(
      '{ cart { itemCount lines { articleId quantity } } }',
    );
    expect(cart.itemCount).toBe(2 + 3 + 4);
    expect(cart.lines.map((l) => [l.articleId, l.quantity]).sort()).toEqual(cells.map((c, i) => [c.id, i + 2]).sort());
    // The header counts lines.
    await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toContain(String(cells.length));
  });

  it("warns 'Quantità non consentite' and resets a cell that is not a number", async () => {
    await logIn('CL003');
    const product = await readProduct('1');
    const cell = product.variations[0]!.sizes.find((s) => !s.unavailable)!;
    await page.goto(`${stack.baseUrl}/product/1`);
    await page.getByTestId(`grid-cell-${cell.id}`).fill('-3');
    // The toast says it; the cell's own note may say it too while the cell is reset.
    await page.getByRole('alert').filter({ hasText: 'Quantità non consentite' }).first().waitFor();
    expect(await page.getByTestId(`grid-cell-${cell.id}`).inputValue()).toBe('');
  });

  it("offers 'notify me' on unavailable sizes and shows the answer", async () => {
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/2`);
    await page.getByRole('button', { name: /Avvisami quando disponibile/ }).first().click();
    await page.getByText("Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile").waitFor();
  });

  it('submits a review and shows the confirmation', async () => {
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/1`);
    const form = page.locator('form.review-form');
    await form.getByLabel('Nome').fill('Mario Rossi');
    await form.getByLabel('Email').fill('mario@example.it');
    await form.getByLabel('Messaggio').fill('Tessuto ottimo, taglie regolari.');
    await form.getByRole('button', { name: 'Invia recensione' }).click();
    await page.getByText('Recensione aggiunta con successo').waitFor();
    expect(await form.getByLabel('Nome').inputValue()).toBe('');
  });

  it("adds a product without variations with the stepper and links 'Buy Now' for an affiliate product", async () => {
    await logIn('CL003');
    await page.goto(`${stack.baseUrl}/product/6`);
    await page.getByRole('button', { name: 'Aumenta la quantità' }).click();
    expect(await page.getByTestId('stepper-value').textContent()).toBe('2');
    await page.getByRole('button', { name: 'Diminuisci la quantità' }).click();
    // Minus floors at 1.
    expect(await page.getByRole('button', { name: 'Diminuisci la quantità' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('stepper-value').textContent()).toBe('1');
    await page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByText('Aggiunto al carrello').waitFor();
    const { cart } = await api<{ cart: { lines: { productId: string; quantity: number }[] } }>('{ cart { lines { productId quantity } } }');
    expect(cart.lines).toEqual([{ productId: '6', quantity: 1 }]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-no-variations.png`, fullPage: true });

    await page.goto(`${stack.baseUrl}/product/7`);
    const buyNow = page.getByRole('link', { name: 'Buy Now' });
    expect(await buyNow.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('opens the quick view of a related product and closes it with Escape', async () => {
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/1`);
    await page.getByRole('button', { name: /Anteprima rapida/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await dialog.getByTestId('availability-table').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-view.png` });
    // The page behind is inert: tabbing around never leaves the dialog.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    const focusInDialog = await page.evaluate(() => {
      const g = globalThis as unknown as { document: { activeElement: { closest(sel: string): unknown } | null } };
      return g.document.activeElement?.closest('dialog') != null;
    });
    expect(focusInDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('quick-view').count()).toBe(0);
  });
});

describe('selection, grid keyboard and paste, clipping, pricing steps', () => {
  const cellOf = (id: string) => page.getByTestId(`grid-cell-${id}`);
  const focusedTestId = () => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('data-testid') ?? null);
  const paste = (id: string, text: string) =>
    cellOf(id).evaluate((input, data) => {
      const g = globalThis as unknown as { DataTransfer: new () => { setData(t: string, d: string): void }; ClipboardEvent: new (type: string, init: object) => unknown };
      const transfer = new g.DataTransfer();
      transfer.setData('text/plain', data);
      (input as unknown as { dispatchEvent(e: unknown): boolean }).dispatchEvent(new g.ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, text);

  it('resets the size to the first and the quantity to 1 when the colour changes', async () => {
    await logIn('CL001');
    const product = await readProduct('1');
    expect(product.variations.length).toBeGreaterThan(1);
    await page.goto(`${stack.baseUrl}/product/1`);
    const sizes = page.locator('.purchase').getByTestId('size-radio');
    await sizes.nth(1).click();
    await page.getByRole('button', { name: 'Aumenta la quantità' }).click();
    await page.getByRole('button', { name: 'Aumenta la quantità' }).click();
    expect(await page.getByTestId('stepper-value').textContent()).toBe('3');
    await page.getByTestId('colour-swatch').nth(1).click();
    const second = product.variations[1]!;
    await expect.poll(() => page.locator('.purchase input[type=radio]:checked').nth(1).inputValue()).toBe(second.sizes[0]!.id);
    expect(await page.getByTestId('stepper-value').textContent()).toBe('1');
  });

  it('moves between grid cells with the arrow keys and Tab, and fills a pasted spreadsheet block', async () => {
    await logIn('CL002');
    const product = await readProduct('1');
    const [a, b] = product.variations;
    // Product 1: every colour has the same sizes, all orderable in quantity.
    expect(b!.sizes.map((s) => s.name)).toEqual(a!.sizes.map((s) => s.name));
    await page.goto(`${stack.baseUrl}/product/1`);
    await cellOf(a!.sizes[0]!.id).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedTestId()).toBe(`grid-cell-${a!.sizes[1]!.id}`);
    await page.keyboard.press('ArrowDown');
    expect(await focusedTestId()).toBe(`grid-cell-${b!.sizes[1]!.id}`);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedTestId()).toBe(`grid-cell-${b!.sizes[0]!.id}`);
    await page.keyboard.press('ArrowUp');
    expect(await focusedTestId()).toBe(`grid-cell-${a!.sizes[0]!.id}`);
    await page.keyboard.press('Tab');
    expect(await focusedTestId()).toBe(`grid-cell-${a!.sizes[1]!.id}`);

    // Zeros are silent.
    await paste(a!.sizes[0]!.id, '0\t5\r\n');
    await expect.poll(() => cellOf(a!.sizes[1]!.id).inputValue()).toBe('5');
    expect(await cellOf(a!.sizes[0]!.id).inputValue()).toBe('');
    await page.waitForTimeout(300);
    expect(await page.getByText('Quantità non consentite').count()).toBe(0);

    // Two rows of two from a spreadsheet; the negative value warns and its cell is reset.
    await paste(a!.sizes[0]!.id, '2\t3\n4\t-1\n');
    await page.getByRole('alert').filter({ hasText: 'Quantità non consentite' }).waitFor();
    expect(await page.getByTestId(`grid-note-${b!.sizes[1]!.id}`).textContent()).toBe('Quantità non consentite');
    expect(await cellOf(a!.sizes[0]!.id).inputValue()).toBe('2');
    expect(await cellOf(a!.sizes[1]!.id).inputValue()).toBe('3');
    expect(await cellOf(b!.sizes[0]!.id).inputValue()).toBe('4');
    expect(await cellOf(b!.sizes[1]!.id).inputValue()).toBe('');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/grid-pasted.png`, fullPage: true });
  });

  it('clips a typed quantity above the stock to what is available', async () => {
    await logIn('CL003');
    let limited: { productId: string; id: string; maxQuantity: number } | null = null;
    for (let id = 1; id <= 30 && !limited; id++) {
      const product = await readProduct(String(id));
      const size = product.variations.flatMap((v) => v.sizes).find((s) => !s.unavailable && s.maxQuantity >= 1 && s.maxQuantity < 400);
      if (size) limited = { productId: String(id), id: size.id, maxQuantity: size.maxQuantity };
    }
    expect(limited).not.toBeNull();
    await page.goto(`${stack.baseUrl}/product/${limited!.productId}`);
    await cellOf(limited!.id).fill(String(limited!.maxQuantity + 7));
    await expect.poll(() => cellOf(limited!.id).inputValue()).toBe(String(limited!.maxQuantity));
  });

  it('explains the price steps to an agent, and not to a customer', async () => {
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('Nome utente').fill('AG001');
    await page.getByLabel('Password', { exact: true }).fill('AG001');
    await page.getByRole('button', { name: 'Accedi' }).click();
    const picker = page.getByRole('dialog', { name: 'Scegli il cliente' });
    await picker.getByTestId('customer-option').first().waitFor();
    await picker.getByRole('combobox', { name: 'Cerca qui' }).press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await page.goto(`${stack.baseUrl}/product/1`);
    const steps = page.getByTestId('price-steps');
    await steps.getByText('Come è calcolato il prezzo').click();
    expect(await steps.getByRole('listitem').first().textContent()).toMatch(/^Prezzo base: .+ €/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-steps.png` });

    await context.clearCookies();
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/1`);
    await page.getByTestId('product-price').waitFor();
    expect(await page.getByTestId('price-steps').count()).toBe(0);
  });
});
