import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// An agent serves one customer at a time: the header shows it, and whichever 'Cambia cliente'
// is used (header, account menu, documents page) switches that one customer for every page.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const ESPOSITO = 'Esposito Forniture S.n.c.';
const headerCustomer = () => page.getByTestId('current-customer').textContent();
const listingPrices = async () => {
  await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
  await page.getByTestId('product-price').first().waitFor();
  return page.getByTestId('product-price').allTextContents();
};

/** Logs AG001 in and picks the first customer the login offers; returns its name. */
async function agentServingFirstCustomer(): Promise<string> {
  await submitLogin('AG001');
  const picker = page.getByRole('dialog');
  const first = picker.getByTestId('customer-option').filter({ hasNotText: ESPOSITO }).first();
  const name = (await first.locator('.customer-picker__name').textContent()) ?? '';
  await first.click();
  await picker.waitFor({ state: 'detached' });
  return name;
}

async function pick(name: string): Promise<void> {
  const picker = page.getByRole('dialog');
  await picker.getByRole('heading', { name: 'Scegli il cliente' }).waitFor();
  await picker.getByTestId('customer-option').filter({ hasText: name }).click();
  await picker.waitFor({ state: 'detached' });
}

describe('the current customer of an agent', () => {
  it('is shown in the header and switched there, and prices and documents follow', async () => {
    const first = await agentServingFirstCustomer();
    await expect.poll(headerCustomer).toBe(`Cliente: ${first}`);
    const firstPrices = await listingPrices();

    await page.getByRole('region', { name: 'Cliente servito' }).getByRole('button', { name: 'Cambia cliente' }).click();
    await pick(ESPOSITO);
    await expect.poll(headerCustomer).toBe(`Cliente: ${ESPOSITO}`);
    await expect.poll(() => page.getByTestId('product-price').allTextContents()).not.toEqual(firstPrices);

    await page.goto(`${stack.baseUrl}/my-documents`);
    await expect.poll(() => page.getByTestId('documents-customer').textContent()).toBe(`Cliente: ${ESPOSITO}`);

    // The account menu offers the same switch.
    await page.getByRole('button', { name: /Benvenuto/ }).click();
    await page.getByRole('button', { name: 'Cambia cliente' }).and(page.locator('.dropdown__item')).click();
    await pick(first);
    await expect.poll(headerCustomer).toBe(`Cliente: ${first}`);
    await expect.poll(() => page.getByTestId('documents-customer').textContent()).toBe(`Cliente: ${first}`);
    expect(await listingPrices()).toEqual(firstPrices);
  });

  it("switches the header's customer with the documents page's 'Cambia cliente'", async () => {
    const first = await agentServingFirstCustomer();
    await page.goto(`${stack.baseUrl}/my-documents`);
    await page.getByTestId('document-row').first().waitFor();
    expect(await page.getByTestId('documents-customer').textContent()).toBe(`Cliente: ${first}`);

    await page.getByTestId('documents-customer').locator('..').getByRole('button', { name: 'Cambia cliente' }).click();
    await pick(ESPOSITO);
    await expect.poll(() => page.getByTestId('documents-customer').textContent()).toBe(`Cliente: ${ESPOSITO}`);
    await expect.poll(headerCustomer).toBe(`Cliente: ${ESPOSITO}`);
    // A new page (the cart) still serves the customer chosen on the documents page.
    await page.goto(`${stack.baseUrl}/cart`);
    await expect.poll(headerCustomer).toBe(`Cliente: ${ESPOSITO}`);
  });
});
