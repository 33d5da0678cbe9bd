import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ARTICLES, workingDayAhead } from '../contract/order-fixtures.ts';
import { api, context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// The back office in the browser: CL900 (on every allow-list) edits banners, the homepage and the
// pickup calendar; the home and the checkout then show what was saved; CL001 is refused.
useBrowserStack({ viewport: { width: 1366, height: 900 }, stack: { env: { LOGIN_USER_RATE_LIMIT: '10000' } } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function expectAccessible(): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function loginAs(user: string): Promise<void> {
  await submitLogin(user);
  await page.waitForURL((url) => url.pathname !== '/login');
}

const picture = (hex: string) => sharp({ create: { width: 600, height: 200, channels: 3, background: hex } }).png().toBuffer();

async function uploadThrough(button: string, name: string, hex: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await picture(hex) });
}

describe('banner editor', () => {
  it('CL900 creates a hero banner with two uploaded slides, makes it the default, and the home shows it after a new login', async () => {
    await loginAs('CL900');
    await page.getByRole('link', { name: 'Banners' }).first().click();
    await page.getByRole('heading', { name: 'Configurazione Banner' }).waitFor();
    const save = page.getByRole('button', { name: 'Salva' });
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('Tipo di banner').selectOption('HERO_SLIDER');
    // Uploading before naming the banner asks for the name first.
    await page.getByRole('button', { name: 'Carica immagine' }).click();
    await toast('Inserisci il nome del banner').waitFor();
    await page.getByText('Devi inserire un nome per il banner').waitFor();
    await page.getByLabel('Nome del banner').fill('Collezione e2e');
    await uploadThrough('Carica immagine', 'primo.png', '#204060');
    await uploadThrough('Carica immagine', 'secondo.png', '#603020');
    await page.getByTestId('slide').nth(1).waitFor();
    expect(await page.getByTestId('slide').count()).toBe(2);
    await page.getByLabel('Titolo').first().fill('Prima slide e2e');
    await page.getByLabel('Link').first().fill('/shop-grid-full-width');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-editor.png`, fullPage: true });

    await save.click();
    await page.waitForURL((url) => /^\/personalizzaBanners\/\d+$/.test(url.pathname));
    await page.getByRole('link', { name: /Collezione e2e/ }).waitFor();
    await expectAccessible();
    await page.getByLabel('Banner della home (utenti registrati)').check();
    await page.getByRole('link', { name: /Collezione e2e.*Home/ }).waitFor();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/banner-editor-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // A new login sees the new default banner on the home.
    await context.clearCookies();
    await loginAs('CL900');
    await page.goto(`${stack.baseUrl}/`);
    const hero = page.getByTestId('hero-slider');
    // The slide's picture carries its title (as its text alternative), not a caption over it.
    await hero.getByRole('img', { name: 'Prima slide e2e' }).waitFor();
    await hero.getByRole('link', { name: 'Acquista Ora' }).first().waitFor();
    // Keyboard: the next-slide button moves the show; hovering holds it.
    await hero.getByRole('button', { name: 'Slide 2 di 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await hero.getByRole('button', { name: 'Slide 2 di 2' }).getAttribute('aria-current')).toBe('true');
    await expectAccessible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-hero.png` });
  });

  it('CL001 opening /personalizzaBanners sees the refusal, not the editor, and no editor links', async () => {
    await loginAs('CL001');
    expect(await page.getByRole('link', { name: 'Banners' }).count()).toBe(0);
    await page.goto(`${stack.baseUrl}/personalizzaBanners`);
    await page.getByText('UTENTE NON ABILITATO!').waitFor();
    expect(await page.getByLabel('Tipo di banner').count()).toBe(0);
    await expectAccessible();
  });
});

describe('homepage builder', () => {
  it('CL900 builds a homepage with a text and an article cell, exports and imports the JSON, and an invalid file says so', async () => {
    await loginAs('CL900');
    await page.goto(`${stack.baseUrl}/personalizzaHomepage`);
    await page.getByRole('heading', { name: 'Personalizza Homepage' }).waitFor();
    // Start from an empty page: delete the stored grids.
    while ((await page.getByRole('button', { name: /Elimina griglia/ }).count()) > 0) await page.getByRole('button', { name: /Elimina griglia/ }).first().click();
    await page.getByLabel('Colonne', { exact: true }).first().selectOption('2');
    await page.getByRole('button', { name: /Aggiungi griglia/ }).click();
    const cells = page.getByTestId('grid-block').first().getByTestId('cell');
    await cells.nth(0).getByLabel('Tipo').selectOption('TEXT');
    await cells.nth(0).getByLabel('Testo (HTML)').fill('<p>Benvenuti nel negozio e2e</p>');
    await cells.nth(0).getByLabel(/Larghezza/).fill('50');
    await cells.nth(1).getByLabel('Tipo').selectOption('ARTICLE');
    await cells.nth(1).getByLabel('Codice articolo (id)').fill(String(ARTICLES.bigStock.productId));
    await cells.nth(1).getByLabel(/Larghezza/).fill('50');
    // A second grid with a video: on the home it is a poster until the visitor asks for it.
    await page.getByLabel('Colonne', { exact: true }).first().selectOption('1');
    await page.getByRole('button', { name: /Aggiungi griglia/ }).click();
    const video = page.getByTestId('grid-block').nth(1).getByTestId('cell').first();
    await video.getByLabel('Tipo').selectOption('VIDEO');
    await video.getByLabel('ID del video').fill('dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Imposta come Homepage', exact: true }).click();
    await toast('Homepage caricata').waitFor();
    await expectAccessible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/homepage-builder.png`, fullPage: true });
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/homepage-builder-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('page_structure.json');
    const json = await readFile((await file.path()) ?? '', 'utf8');
    expect(JSON.parse(json)[0].cells.map((c: { type: string }) => c.type)).toEqual(['text', 'article']);
    expect(JSON.parse(json)[1].cells[0]).toMatchObject({ type: 'video', content: 'dQw4w9WgXcQ' });

    while ((await page.getByTestId('grid-block').count()) > 0) await page.getByRole('button', { name: /Elimina griglia/ }).first().click();
    await page.getByTestId('import-json').setInputFiles({ name: 'page_structure.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await page.getByTestId('grid-block').first().waitFor();
    expect(await page.getByLabel('Testo (HTML)').first().inputValue()).toBe('<p>Benvenuti nel negozio e2e</p>');

    await page.getByTestId('import-json').setInputFiles({ name: 'appunti.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
    await toast('Per favore seleziona un file JSON valido.').waitFor();
    await page.getByTestId('import-json').setInputFiles({ name: 'rotto.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
    await toast('Errore nel parsing del file JSON').waitFor();

    // The home shows the saved layout, the article priced for the viewer.
    const videoHosts: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) videoHosts.push(request.url());
    });
    await page.goto(`${stack.baseUrl}/`);
    await page.getByText('Benvenuti nel negozio e2e').waitFor();
    await page.getByTestId('home-product').first().getByTestId('product-price').waitFor();
    await page.getByTestId('video-poster').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(videoHosts).toEqual([]);
    await page.getByRole('button', { name: 'Riproduci il video' }).click();
    expect(await page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
    await expectAccessible();
  });
});

describe('pickup administration', () => {
  it('the pickup admin adds a disabled date that the checkout calendar then no longer offers, then deletes it', async () => {
    const date = workingDayAhead(6, isItalianPublicHoliday);
    const [y, m, d] = date.split('-');
    await loginAs('CL900');
    await page.getByRole('link', { name: 'Configurazione ritiri' }).first().click();
    await page.getByRole('tab', { name: 'Date disabilitate' }).waitFor();
    await page.getByLabel('Data', { exact: true }).fill(date);
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await toast('Data aggiunta con successo').waitFor();
    await page.getByTestId('disabled-dates').getByText(`${d}/${m}/${y}`).waitFor();
    await page.getByRole('tab', { name: 'Slot' }).click();
    await page.getByLabel('Ritiri al giorno').waitFor();
    await expectAccessible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pickup-admin.png`, fullPage: true });

    await context.clearCookies();
    await loginAs('CL001');
    await api('mutation { cartClear { userErrors { message } } }');
    await api('mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }', {
      input: { lines: [{ productId: String(ARTICLES.bigStock.productId), articleId: String(ARTICLES.bigStock.articleId), quantity: 1 }] },
    });
    await page.goto(`${stack.baseUrl}/checkout`);
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('34');
    await page.getByRole('button', { name: 'Apri il calendario dei ritiri' }).click();
    const day = page.locator(`[data-date="${date}"]`);
    for (let i = 0; i < 3 && (await day.count()) === 0; i++) await page.getByRole('button', { name: 'Mese successivo' }).click();
    expect(await day.isDisabled()).toBe(true);

    await context.clearCookies();
    await loginAs('CL900');
    await page.goto(`${stack.baseUrl}/ritiri`);
    await page.getByRole('button', { name: `Cancella ${d}/${m}/${y}` }).click();
    await page.getByText('Sei sicuro di cancellare questa data?').waitFor();
    await page.getByRole('button', { name: 'Sì, cancella' }).click();
    await toast('Data cancellata con successo').waitFor();
    expect(await page.getByTestId('disabled-dates').getByText(`${d}/${m}/${y}`).count()).toBe(0);
  });

  it('CL001 opening /ritiri sees the refusal', async () => {
    await loginAs('CL001');
    expect(await page.getByRole('link', { name: 'Configurazione ritiri' }).count()).toBe(0);
    await page.goto(`${stack.baseUrl}/ritiri`);
    await page.getByText('UTENTE NON ABILITATO!').waitFor();
  });
});
