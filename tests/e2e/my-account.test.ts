import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { naturalWidth, sidewaysOverflow } from '../support/dom-probes.ts';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

describe('my account', () => {
  it('shows nothing when logged out', async () => {
    await page.goto(`${stack.baseUrl}/my-account`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Il Tuo Account' }).count()).toBe(0);
  });

  it('CL001 changes its phone and photo and sees them after a new login', async () => {
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/my-account`);
    await page.getByRole('heading', { name: 'Il Tuo Account' }).waitFor();
    const vat = page.getByLabel('Partita IVA');
    await vat.waitFor();
    expect(await vat.getAttribute('readonly')).not.toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Telefono').fill('081 555 9999');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await page.getByText('Dati modificati con successo...').waitFor();

    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#aa3355' } }).jpeg().toBuffer();
    await page.getByLabel('Scegli una foto').setInputFiles({ name: 'io.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Foto modificata con successo...').waitFor();
    await page.getByTestId('account-photo').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-account-1366.png`, fullPage: true });

    await page.context().clearCookies();
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/my-account`);
    expect(await page.getByLabel('Telefono').inputValue()).toBe('081 555 9999');
    const image = page.getByTestId('account-photo');
    await image.waitFor();
    await expect.poll(() => naturalWidth(image)).toBe(512);
  });

  it('the password section changes the password and keeps the session; 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/my-account`);
    await page.locator('summary', { hasText: 'Cambia password' }).click();
    await page.getByLabel('Password attuale').fill('CL002');
    await page.getByLabel('Nuova password', { exact: true }).fill('nuova2026!');
    await page.getByLabel('Conferma la nuova password').fill('nuova2027!');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('Le due password non coincidono').waitFor();
    await page.getByLabel('Conferma la nuova password').fill('nuova2026!');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('Dati modificati con successo...').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-account-390.png`, fullPage: true });
    // The session goes on: the page still reads the account with the new credentials.
    await page.reload();
    await page.getByLabel('Partita IVA').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
