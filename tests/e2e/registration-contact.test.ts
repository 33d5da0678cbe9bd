import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { borderStyle, isFocused, sidewaysOverflow } from '../support/dom-probes.ts';
import { page, stack, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const REQUIRED = 'Attenzione, campi obbligatori non inseriti';

describe('registration (company 1)', () => {
  it('shows a wrong VAT number at its field and keeps everything typed; then sends the request', async () => {
    await page.goto(`${stack.baseUrl}/login?tab=register`);
    const form = page.getByTestId('registration-form');
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Ragione sociale *').fill('Nuova Moda S.r.l.');
    await form.getByLabel('Partita IVA *').fill('00743110158');
    await form.getByLabel('Codice Fiscale *').fill('RSSMRA85T10A562S');
    await form.getByLabel('Codice Destinatario (SDI)').fill('ABC1234');
    await form.getByLabel('Indirizzo *').fill('Via Toledo 1');
    const locality = form.getByRole('combobox', { name: 'Località *' });
    await locality.fill('Napo');
    await page.getByRole('option', { name: 'Napoli (NA) 80134' }).waitFor();
    // The keyboard chooses: the second Napoli of the list.
    await locality.press('ArrowDown');
    await locality.press('Enter');
    expect(await form.getByLabel('CAP').first().inputValue()).toBe('80134');
    await form.getByLabel('Email *').fill('ada@nuovamoda.example');
    await form.getByLabel('Telefono *').fill('081 5550101');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();

    await form.getByText('Partita IVA non valida').waitFor();
    const vat = form.getByLabel('Partita IVA *');
    expect(await vat.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(vat)).toBe(true);
    expect(await form.getByLabel('Ragione sociale *').inputValue()).toBe('Nuova Moda S.r.l.');
    expect(await locality.inputValue()).toBe('Napoli');
    expect(await form.getByLabel('Provincia').first().inputValue()).toBe('NA');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-vat-390.png`, fullPage: true });

    await vat.fill('00743110157');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    await page.getByText('Modulo di Registrazione Inviato... a Breve ti invieremo una mail').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the PEC/SDI rule is shown on both fields', async () => {
    await page.goto(`${stack.baseUrl}/login?tab=register`);
    const form = page.getByTestId('registration-form');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    expect(await form.getByText('Almeno uno tra PEC e Codice Destinatario deve essere inserito').count()).toBe(2);
    await form.getByText("Inserire l'indirizzo della sede legale").waitFor();
    await form.getByText('Inserire la località').waitFor();
    if (SHOTS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${SHOTS}/registration-rules-1366.png`, fullPage: true });
    }
  });
});

describe('contact page', () => {
  it('marks the empty fields, then sends the message', async () => {
    await page.goto(`${stack.baseUrl}/contact`);
    await page.getByRole('heading', { name: 'Contatti', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: '+39 081 555 0101' }).waitFor();
    expect(await page.getByRole('link', { name: 'Apri la mappa (OpenStreetMap)' }).getAttribute('href')).toContain('openstreetmap.org');
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByTestId('contact-form');
    await form.getByLabel('Oggetto').fill('Listino 2027');
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    expect(await form.getByText(REQUIRED).count()).toBe(3);
    const name = form.getByLabel('Nome');
    expect(await borderStyle(name)).toBe('dotted');
    expect(await borderStyle(form.getByLabel('Oggetto'))).not.toBe('dotted');
    expect(await isFocused(name)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contact-required-390.png`, fullPage: true });

    await name.fill('Ada Neri');
    await form.getByLabel('EMail').fill('ada@example.it');
    await form.getByLabel('Messaggio').fill('Vorrei ricevere il listino aggiornato.');
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await page.getByText('Messaggio Inviato Correttamente').waitFor();
    expect(await form.getByLabel('Oggetto').inputValue()).toBe('');
    if (SHOTS) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${SHOTS}/contact-1366.png`, fullPage: true });
    }
  });
});
