import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The cart and the wishlist in the browser, against the whole system: counts in the header and
// the mobile bar, the dropdown previews, /cart and /wishlist, with the specification's toasts.
useBrowserStack({ viewport: { width: 1280, height: 800 } });

interface LineInput {
  productId: string;
  articleId: string;
  quantity: number;
}

/** Orderable sizes with stock to spare, from the products of the listing, skipping `except`. */
async function findArticles(want: number, except: readonly string[] = []): Promise<LineInput[]> {
  const list = await api<{ products: { items: { id: string }[] } }>('{ products(pageSize: 60) { items { id } } }');
  const found: LineInput[] = [];
  for (const { id } of list.products.items) {
    const detail = await api<{ product: { variations: { sizes: { id: string; stock: number | null; unavailable: boolean }[] }[] } | null }>(
      'query($id: ID!) { product(id: $id) { variations { sizes { id stock unavailable } } } }',
      { id },
    );
    for (const size of (detail.product?.variations ?? []).flatMap((v) => v.sizes)) {
      if (!size.unavailable && (size.stock ?? 0) >= 10 && !except.includes(size.id)) {
        found.push({ productId: id, articleId: size.id, quantity: 1 });
      }
      if (found.length >= want) return found;
    }
  }
  throw new Error(`only ${found.length} orderable sizes found`);
}

/** A product with at least `want` orderable sizes with stock to spare (for a grid add). */
async function findGridProduct(want: number): Promise<{ productId: string; firstArticleId: string; articleIds: string[] }> {
  const list = await api<{ products: { items: { id: string }[] } }>('{ products(pageSize: 20) { items { id } } }');
  for (const { id } of list.products.items) {
    const detail = await api<{ product: { variations: { sizes: { id: string; stock: number | null; unavailable: boolean }[] }[] } | null }>(
      'query($id: ID!) { product(id: $id) { variations { sizes { id stock unavailable } } } }',
      { id },
    );
    const sizes = (detail.product?.variations ?? []).flatMap((v) => v.sizes);
    const orderable = sizes.filter((size) => !size.unavailable && (size.stock ?? 0) >= 10);
    // The purchase panel starts on the first size: it must take a few pieces too.
    if (orderable.length >= want && orderable[0] === sizes[0]) {
      return { productId: id, firstArticleId: orderable[0]!.id, articleIds: orderable.slice(1, want + 1).map((size) => size.id) };
    }
  }
  throw new Error(`no product with ${want} orderable sizes`);
}

async function seedCart(lines: LineInput[]): Promise<void> {
  const data = await api<{ cartLinesAdd: { userErrors: { message: string }[] } }>(
    'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
    { input: { lines } },
  );
  expect(data.cartLinesAdd.userErrors).toEqual([]);
}

async function logIn(username: string): Promise<void> {
  await submitLogin(username);
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
  await page.getByTestId('product-card').first().waitFor();
}

/** Starts a test from an empty cart, whatever an earlier test left for the same customer. */
async function emptyCart(): Promise<void> {
  await api('mutation { cartClear { userErrors { message } } }');
  await page.reload();
  await expect.poll(cartCount).toBe('0');
}

async function logOut(): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Disconnetti' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** '12,50 €', as the shop writes amounts (plain space before the symbol). */
const euro = (amount: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(amount).replace(/\s/gu, ' ');
const cartCount = () => page.getByTestId('cart-count').textContent();
const wishlistCount = () => page.getByTestId('wishlist-count').textContent();
const main = () => page.locator('#main');
const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true });

describe('cart and wishlist in the web client', () => {
  it('shows the same cart in the header, the dropdown and /cart after a reload and a new login', async () => {
    await logIn('CL002');
    await emptyCart();
    const lines = await findArticles(2);
    await seedCart(lines.map((line, index) => ({ ...line, quantity: index + 2 })));
    await page.reload();
    await expect.poll(cartCount).toBe('2');

    // The dropdown preview leads to the cart page and to the order.
    // By keyboard: the dropdown opens with Enter and its links follow with Enter.
    await page.getByRole('button', { name: 'Carrello: 2' }).press('Enter');
    expect(await page.getByRole('link', { name: 'Procedi al checkout' }).getAttribute('href')).toBe('/precheckout');
    const previewTotal = await page.getByTestId('cart-preview-total').textContent();
    await page.getByRole('link', { name: 'Visualizza Carrello' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    const rows = main().getByTestId('cart-line');
    await expect.poll(() => rows.count()).toBe(2);
    const firstLink = rows.first().getByRole('link').last();
    expect(await firstLink.getAttribute('href')).toBe(`/product/${lines[0]!.productId}`);
    expect(await rows.first().getByRole('textbox').inputValue()).toBe('2');
    const total = (await main().getByTestId('cart-total').textContent()) ?? '';
    expect(total).toMatch(/^\d+,\d{2} €$/);
    // Tenant 1's preview shows the cart's own total.
    expect(previewTotal).toBe(total);
    // The gap to the default 390 € threshold, computed from the total shown.
    const gapCents = 39_000 - Number(total.replace(/[^\d]/g, ''));
    expect(await main().getByTestId('free-shipping').textContent()).toBe(
      gapCents > 0
        ? `Aggiungi altri ${euro(gapCents / 100)} per la spedizione gratuita`
        : 'Complimenti! Hai la spedizione gratuita per questo ordine!',
    );
    expect(await main().getByRole('link', { name: 'Continua con gli acquisti' }).getAttribute('href')).toBe('/shop-grid-full-width');

    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(cartCount).toBe('2');

    await logOut();
    await expect.poll(cartCount).toBe('0');
    await logIn('CL002');
    await expect.poll(cartCount).toBe('2');
    await page.goto(`${stack.baseUrl}/cart`);
    await expect.poll(() => rows.count()).toBe(2);
  });

  it('raises, decreases to removal, removes and clears with the toasts, updating the counts without a reload', async () => {
    await logIn('CL003');
    await emptyCart();
    const lines = await findArticles(3);
    await seedCart(lines);
    await page.goto(`${stack.baseUrl}/cart`);
    const rows = main().getByTestId('cart-line');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(cartCount).toBe('3');
    const initialTotal = await main().getByTestId('cart-line-total').first().textContent();

    const first = rows.first();
    // A typed quantity is saved on Enter and leaves the number of lines alone.
    await first.getByRole('textbox').fill('4');
    await first.getByRole('textbox').press('Enter');
    await expect.poll(() => main().getByTestId('cart-line-total').first().textContent()).not.toBe(initialTotal);
    await page.reload();
    await expect.poll(() => first.getByRole('textbox').inputValue()).toBe('4');
    await first.getByRole('textbox').fill('1');
    await first.getByRole('textbox').press('Enter');
    await expect.poll(() => main().getByTestId('cart-line-total').first().textContent()).toBe(initialTotal);
    expect(await cartCount()).toBe('3');

    await first.getByRole('button', { name: /^Aumenta la quantità/ }).click();
    await toast('Aggiunto al carrello').waitFor();
    await expect.poll(() => first.getByRole('textbox').inputValue()).toBe('2');

    await first.getByRole('button', { name: /^Diminuisci la quantità/ }).click();
    await toast('Quantità decrementate').first().waitFor();
    await expect.poll(() => first.getByRole('textbox').inputValue()).toBe('1');
    // At one piece, minus removes the line: the page and the header follow at once.
    await first.getByRole('button', { name: /^Diminuisci la quantità/ }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(cartCount).toBe('2');

    await rows.first().getByRole('button', { name: /^Rimuovi / }).click();
    await toast('Articolo rimosso dal carrello').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(cartCount).toBe('1');

    // 'Svuota carrello' asks first: 'Annulla' (focused) keeps every line.
    await main().getByRole('button', { name: 'Svuota carrello' }).click();
    const ask = page.getByRole('dialog', { name: 'Svuotare il carrello?' });
    await ask.getByText("L'articolo del carrello verrà rimosso.").waitFor();
    expect(await ask.getByRole('button', { name: 'Annulla' }).evaluate((b) => b === b.ownerDocument.activeElement)).toBe(true);
    await ask.getByRole('button', { name: 'Annulla' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(await cartCount()).toBe('1');
    await main().getByRole('button', { name: 'Svuota carrello' }).click();
    await ask.getByRole('button', { name: 'Sì, svuota il carrello' }).click();
    await toast('Il carrello è stato svuotato').waitFor();
    await main().getByText('Nessun articolo nel carrello').waitFor();
    await expect.poll(cartCount).toBe('0');

    // The server agrees: a reload shows the empty cart.
    await page.reload();
    await main().getByText('Nessun articolo nel carrello').waitFor();
  });

  it('adds and removes a wishlist item from a listing card, and clears /wishlist', async () => {
    await logIn('CL001');
    expect(await wishlistCount()).toBe('0');
    const card = page.getByTestId('product-card').first();
    const heart = card.getByTestId('wishlist-toggle');
    await heart.click();
    await toast('Aggiunto ai preferiti').waitFor();
    await expect.poll(wishlistCount).toBe('1');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await heart.click();
    await toast('Rimosso dai preferiti').waitFor();
    await expect.poll(wishlistCount).toBe('0');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');

    // Two hearts, then the wishlist page lists both with their links, and clears them.
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await heart.click();
    await expect.poll(wishlistCount).toBe('1');
    await page.getByTestId('product-card').nth(1).getByTestId('wishlist-toggle').click();
    await expect.poll(wishlistCount).toBe('2');
    await page.getByRole('button', { name: 'Preferiti: 2' }).click();
    await page.getByRole('link', { name: 'Visualizza Preferiti' }).click();
    await page.waitForURL((url) => url.pathname === '/wishlist');
    const items = main().getByTestId('wishlist-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().getByRole('link', { name }).getAttribute('href')).toMatch(/^\/product\/\d+$/);

    // The heart's own 'Rimosso dai preferiti' may still be showing: let it close first.
    await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
    await items.first().getByRole('button', { name: `Rimuovi ${name} dai preferiti` }).click();
    await toast('Rimosso dai preferiti').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await main().getByRole('button', { name: 'Svuota preferiti' }).click();
    await toast('Lista dei preferiti eliminata').waitFor();
    await main().getByText('Nessun articolo selezionato').waitFor();
    await expect.poll(wishlistCount).toBe('0');
  });

  it('toggles the wishlist heart on the product page', async () => {
    await logIn('CL001');
    await api('mutation { wishlistClear { userErrors { message } } }');
    await page.goto(`${stack.baseUrl}/product/1`);
    const heart = main().getByTestId('wishlist-toggle').first();
    await heart.waitFor();
    await expect.poll(wishlistCount).toBe('0');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    await toast('Aggiunto ai preferiti').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(wishlistCount).toBe('1');
    // The header's preview lists it at once.
    await page.getByRole('button', { name: 'Preferiti: 1' }).click();
    await page.getByRole('link', { name: 'Visualizza Preferiti' }).waitFor();
    await page.keyboard.press('Escape');

    await heart.click();
    await toast('Rimosso dai preferiti').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(wishlistCount).toBe('0');
    // The server agrees after a reload.
    await page.reload();
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('adds from the product page: one piece, several pieces and a grid of three cells, with the toasts', async () => {
    await logIn('CL003');
    await emptyCart();
    const { productId, articleIds } = await findGridProduct(4);
    await page.goto(`${stack.baseUrl}/product/${productId}`);
    const purchase = page.locator('.purchase');
    const addButton = purchase.getByRole('button', { name: 'Aggiungi al carrello' });
    await addButton.waitFor();
    await expect.poll(cartCount).toBe('0');

    await addButton.click();
    await toast('Aggiunto al carrello').waitFor();
    await expect.poll(cartCount).toBe('1');

    await purchase.getByRole('button', { name: 'Aumenta la quantità' }).click();
    await purchase.getByRole('button', { name: 'Aumenta la quantità' }).click();
    await addButton.click();
    await toast('Aggiunti al carrello 3 pz').waitFor();
    await expect.poll(cartCount).toBe('1');

    // Three cells of the grid in one request, then the inputs are cleared.
    for (const articleId of articleIds.slice(0, 3)) await page.getByTestId(`grid-cell-${articleId}`).fill('2');
    await page.getByRole('region', { name: 'Griglia quantità' }).getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await toast('Quantità aggiunte al carrello').waitFor();
    await expect.poll(cartCount).toBe('4');
    await expect.poll(() => page.getByTestId(`grid-cell-${articleIds[0]!}`).inputValue()).toBe('');

    await page.goto(`${stack.baseUrl}/cart`);
    const rows = main().getByTestId('cart-line');
    await expect.poll(() => rows.count()).toBe(4);
    const quantities = await rows.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    expect(quantities).toEqual(['4', '2', '2', '2']);
  });

  it('keeps the cart-limit error on screen until it is dismissed', async () => {
    await logIn('CL002');
    await emptyCart();
    const { productId, firstArticleId } = await findGridProduct(1);
    await seedCart(await findArticles(100, [firstArticleId]));
    await page.goto(`${stack.baseUrl}/product/${productId}`);
    await expect.poll(cartCount).toBe('100');
    await page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' }).click();

    const limit = toast("Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti");
    await limit.waitFor();
    // Other toasts close after 4 s; this one is still there well after.
    await page.waitForTimeout(5500);
    expect(await limit.isVisible()).toBe(true);
    expect(await cartCount()).toBe('100');
    await page.locator('.Toastify__toast').filter({ hasText: 'Limite carrello superato' }).getByRole('button', { name: 'close' }).click();
    await limit.waitFor({ state: 'detached' });
  });

  it('shows the counts in the 40 px mobile bar', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn('CL900');
    await emptyCart();
    await seedCart(await findArticles(1));
    await api('mutation($input: WishlistItemInput!) { wishlistAdd(input: $input) { wishlist { count } } }', {
      input: { productId: (await findArticles(1))[0]!.productId },
    });
    await page.reload();
    const bar = page.getByRole('navigation', { name: 'Barra di navigazione' });
    await bar.getByRole('link', { name: 'Carrello: 1' }).waitFor();
    await bar.getByRole('link', { name: 'Preferiti: 1' }).waitFor();
    expect((await bar.boundingBox())?.height).toBe(40);

    // Its account menu: account, documents, price list, catalogue and logout.
    await bar.getByRole('button', { name: 'Account' }).click();
    const hrefs = await Promise.all(
      ['Il Tuo Account', 'I miei documenti', 'Listino', 'Catalogo'].map((name) => bar.getByRole('link', { name }).getAttribute('href')),
    );
    expect(hrefs).toEqual(['/my-account', '/my-documents', '/my-pricelist', expect.stringMatching(/^\/CatalogFlip/)]);
    await bar.getByRole('button', { name: 'Disconnetti' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => bar.count()).toBe(0);
  });
});
