import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { lastResetLink } from '../support/outbox.ts';

// The recovery mail lands in the reference upstream's outbox, where this test (like a person
// trying the demo) reads the link. This file's stack is its own: CL001's new password stays here.
process.env.PEGASO_DEV_OUTBOX = '1';
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const EXPIRED = 'Attenzione! Il link è scaduto, rifare la procedura di ripristino password!';

describe('password recovery in the browser', () => {
  it('forgot password → the mailed link → a new password → login with it; the link works once', async () => {
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('mario.rossi@example.it');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByRole('status').getByText('Controlla la mail').waitFor();
    // Home after the 2,000 ms pause.
    await page.waitForURL((url) => url.pathname === '/');

    // The mail carries the configured public origin; this test's gateway listens on its own port.
    const link = `${stack.baseUrl}${new URL(await lastResetLink(stack.upstreamUrl, 'mario.rossi@example.it')).pathname}`;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reimposta la password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Nuova password').fill('corta');
    await page.getByLabel('Conferma la password').fill('corta');
    await page.getByRole('button', { name: 'Reimposta la password' }).click();
    await page.getByText('Scegliere una password con più di 8 caratteri alfanumerici').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reset-password-rules.png` });

    await page.getByLabel('Nuova password').fill('mario2026!');
    await page.getByLabel('Conferma la password').fill('mario2026!');
    await page.getByRole('button', { name: 'Reimposta la password' }).click();
    await page.getByRole('status').getByText('Password reimpostata correttamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');

    await page.context().clearCookies();
    await submitLogin('CL001', 'mario2026!');
    await page.getByText('Accesso Effettuato').waitFor();

    // Used: the page says so as it opens, without offering the form.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).first().waitFor();
    await page.getByRole('link', { name: 'Richiedi un nuovo link' }).waitFor();
    expect(await page.getByLabel('Nuova password').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reset-password-used.png` });
  });

  it.each([
    ["a forged link in the original's form", Buffer.from(`ref=1002;exp=${Date.now() + 3_600_000}`).toString('base64')],
    ['a made-up link', 'abc'],
  ])('%s shows the expiry message on arrival instead of the form', async (_name, data) => {
    await page.goto(`${stack.baseUrl}/reset-password/${encodeURIComponent(data)}`);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).first().waitFor();
    await page.getByRole('link', { name: 'Richiedi un nuovo link' }).waitFor();
    expect(await page.getByLabel('Nuova password').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
