import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// Small things a weekly buyer trips over: a VAT number checked as it is typed, the page's own
// breadcrumb on /consigliati.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

describe('registration', () => {
  it("checks the VAT number's check digit as it is typed, before anything is sent", async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('registrationSubmit')) sent.push(r.url());
    });
    await page.goto(`${stack.baseUrl}/login?tab=register`);
    const form = page.getByTestId('registration-form');
    const vat = form.getByLabel('Partita IVA *');
    await vat.fill('00743110158');
    await vat.press('Tab');
    await form.getByText('Partita IVA non valida').waitFor();
    expect(await vat.getAttribute('aria-invalid')).toBe('true');
    // Typing the right check digit clears the message at once.
    await vat.fill('00743110157');
    await expect.poll(() => form.getByText('Partita IVA non valida').count()).toBe(0);
    expect(sent).toEqual([]);
  });
});

describe('breadcrumbs', () => {
  it("names /consigliati 'Consigliati', not 'Acquista'", async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${stack.baseUrl}/consigliati`);
    const current = page.getByRole('navigation', { name: /briciole|percorso/i }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Consigliati');
  });
});

describe('flip-book on a phone', () => {
  it('shows the last page for an address past the end and says so in the address; its buttons keep one row', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.baseUrl}/CatalogFlip/999`);
    const label = page.getByTestId('flip-label');
    await label.waitFor();
    const total = /di (\d+)/u.exec((await label.textContent()) ?? '')?.[1];
    expect(Number(total)).toBeGreaterThan(1);
    expect(await page.getByTestId('flip-page').getAttribute('data-page')).toBe(total);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/CatalogFlip/${total}`);

    const buttons = page.locator('button', { hasText: /^(Copertina|‹|›)$/u });
    expect(await buttons.count()).toBe(3);
    const tops = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
