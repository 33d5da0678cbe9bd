import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The product page as a buyer sees it: the gallery of every picture of the product (three in the
// demo), the lightbox, 'Prodotti Correlati' cards, one notify action per unavailable size (demo
// product 2: no stock, PROMEMORIA) and the single 'Quantità non consentite' warning.
const SHOTS = process.env.SCREENSHOT_DIR;
useBrowserStack({ viewport: { width: 1366, height: 900 } });

async function logIn(username: string): Promise<void> {
  await submitLogin(username);
  await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
}

/** The few image properties the test reads (the tests compile without the DOM library). */
interface Img {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
  clientWidth: number;
  clientHeight: number;
}

const box = async (selector: ReturnType<typeof page.locator>) => (await selector.boundingBox())!;

describe('product gallery', () => {
  it('shows every picture of the product with thumbnails, without bands, and a lightbox as large as the picture', async () => {
    await logIn('CL001');
    const { product } = await api<{
      product: { images: { url: string }[]; variations: { images: { url: string }[] }[] };
    }>('{ product(id: "1") { images { url } variations { images { url } } } }');
    expect(product.images.length).toBe(3);
    // Each colour's gallery holds every picture of the product, its own first.
    for (const v of product.variations)
      expect(v.images.map((i) => i.url)).toEqual(expect.arrayContaining(product.images.map((i) => i.url)));
    await page.goto(`${stack.baseUrl}/product/1`);
    const gallery = page.getByRole('region', { name: 'Galleria immagini' });
    const thumbs = gallery.getByRole('button', { name: /^Mostra immagine \d$/ });
    await expect.poll(() => thumbs.count()).toBe(product.variations[0]!.images.length);
    const main = gallery.getByRole('button', { name: 'Ingrandisci immagine' });
    const image = main.locator('img');
    await expect
      .poll(() =>
        image.evaluate((el) => (el as unknown as Img).complete && (el as unknown as Img).naturalWidth > 0),
      )
      .toBe(true);
    // The box has the picture's own proportions: no band above or below it.
    const ratio = await image.evaluate((el) => {
      const img = el as unknown as Img;
      return { natural: img.naturalWidth / img.naturalHeight, box: img.clientWidth / img.clientHeight };
    });
    expect(Math.abs(ratio.natural - ratio.box)).toBeLessThan(0.02);
    // The four-per-row strip: a thumbnail is a quarter of the strip, less the gaps.
    expect((await box(thumbs.first())).width).toBeLessThan((await box(main)).width / 4);

    await thumbs.nth(1).click();
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    const inline = await box(image);
    await main.click();
    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    expect(await lightbox.getByText(`2 / ${product.variations[0]!.images.length}`).count()).toBe(1);
    const large = await box(lightbox.locator('img'));
    expect(large.width).toBeGreaterThanOrEqual(inline.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-lightbox-1366.png` });
    await page.keyboard.press('Escape');
  });

  it("keeps the related products' buttons inside their cards", async () => {
    await logIn('CL001');
    await page.goto(`${stack.baseUrl}/product/1`);
    const items = page.getByRole('region', { name: 'Prodotti Correlati' }).getByRole('listitem');
    await items.first().waitFor();
    for (let i = 0; i < Math.min(4, await items.count()); i++) {
      // The card's border is the item's own, around the link and the button.
      expect(
        await items
          .nth(i)
          .evaluate(
            (el) =>
              (
                globalThis as unknown as { getComputedStyle(e: unknown): { borderTopWidth: string } }
              ).getComputedStyle(el).borderTopWidth,
          ),
      ).not.toBe('0px');
      const card = await box(items.nth(i));
      const button = await box(items.nth(i).getByRole('button', { name: /^Anteprima rapida/ }));
      expect(button.y + button.height).toBeLessThanOrEqual(card.y + card.height);
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
    }
  });

  it('offers one labelled notify action per unavailable size, and no "Disp. Non disponibile"', async () => {
    await logIn('CL001');
    const { product } = await api<{
      product: { variations: { name: string; sizes: { name: string; unavailable: boolean }[] }[] };
    }>('{ product(id: "2") { variations { name sizes { name unavailable } } } }');
    const unavailable = product.variations.flatMap((v) =>
      v.sizes.filter((s) => s.unavailable).map((s) => `taglia ${s.name}, colore ${v.name}`),
    );
    expect(unavailable.length).toBeGreaterThan(0);
    await page.goto(`${stack.baseUrl}/product/2`);
    const grid = page.locator('section.qty-grid');
    await grid.waitFor();
    const notify = grid.getByRole('button', { name: /^Avvisami quando disponibile: / });
    expect((await notify.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).sort()).toEqual(
      unavailable.map((u) => `Avvisami quando disponibile: ${u}`).sort(),
    );
    expect(await grid.getByText('Disp. Non disponibile').count()).toBe(0);
    // The size radios of the chosen colour: one icon action per unavailable size, named in full.
    const first = product.variations[0]!;
    const radiosNotify = page
      .locator('.purchase')
      .getByRole('button', { name: /^Avvisami quando disponibile: / });
    expect(await radiosNotify.count()).toBe(first.sizes.filter((s) => s.unavailable).length);
    await notify.first().click();
    await page.getByText("Richiesta registrata: ti avviseremo quando l'articolo sarà disponibile").waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-unavailable-1366.png`, fullPage: true });
  });

  it("warns 'Quantità non consentite' once for one bad quantity typed key by key", async () => {
    await logIn('CL003');
    const { product } = await api<{
      product: { variations: { sizes: { id: string; unavailable: boolean; maxQuantity: number }[] }[] };
    }>('{ product(id: "1") { variations { sizes { id unavailable maxQuantity } } } }');
    const [bad, good] = product.variations
      .flatMap((v) => v.sizes)
      .filter((s) => !s.unavailable && s.maxQuantity > 5);
    await page.goto(`${stack.baseUrl}/product/1`);
    await page.getByTestId(`grid-cell-${bad!.id}`).pressSequentially('x-');
    await page.getByText('Quantità non consentite').first().waitFor();
    // A later toast shows after any pending one: once it is there, every warning has been shown.
    await page.getByTestId(`grid-cell-${good!.id}`).fill('2');
    await page.locator('section.qty-grid').getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByText('Quantità aggiunte al carrello').waitFor();
    expect(await page.getByText('Quantità non consentite').count()).toBe(1);
  });

  it("shows the product's reviews with their ratings, newest first, and adds a new one on top", async () => {
    await logIn('CL001');
    for (const [message, rating] of [
      ['Buona vestibilità', 3],
      ['Colori fedeli alla foto', 5],
    ] as const) {
      const added = await api<{ productReviewAdd: { userErrors: unknown[] } }>(
        'mutation($input: ProductReviewInput!) { productReviewAdd(input: $input) { userErrors { message } } }',
        { input: { productId: '7', name: 'Anna', message, rating } },
      );
      expect(added.productReviewAdd.userErrors).toEqual([]);
    }
    await page.goto(`${stack.baseUrl}/product/7`);
    const list = page.getByTestId('review-list');
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Colori fedeli alla foto');
    expect(await items.nth(0).getByRole('img', { name: 'Valutazione 5 su 5' }).count()).toBe(1);
    expect(await items.nth(1).getByRole('img', { name: 'Valutazione 3 su 5' }).count()).toBe(1);

    const form = page.locator('form.review-form');
    await form.getByLabel('Nome').fill('Luca');
    await form.getByLabel('Messaggio').fill('Spedizione rapida.');
    await form.getByLabel('Valutazione (1-5)').fill('4');
    await form.getByRole('button', { name: 'Invia recensione' }).click();
    await page.getByText('Recensione aggiunta con successo').waitFor();
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).textContent()).toContain('Spedizione rapida.');
    expect(await items.nth(0).getByRole('img', { name: 'Valutazione 4 su 5' }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-reviews-1366.png`, fullPage: true });
  });
});
