import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ARTICLES } from '../contract/order-fixtures.ts';
import { api, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { saturdayAhead, startOpenDayProxy } from '../support/open-day-proxy.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Ordering in the browser against the whole system: /precheckout chooses the customer and the
// destination, /checkout shows the gateway's split, choices and costs, and places the order.
useBrowserStack({ viewport: { width: 1280, height: 900 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

async function seedCart(
  lines: Array<{ productId: number; articleId: number; quantity: number }>,
): Promise<void> {
  await api('mutation { cartClear { userErrors { message } } }');
  const input = {
    lines: lines.map((l) => ({
      productId: String(l.productId),
      articleId: String(l.articleId),
      quantity: l.quantity,
    })),
  };
  const data = await api<{ cartLinesAdd: { userErrors: { message: string }[] } }>(
    'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
    { input },
  );
  expect(data.cartLinesAdd.userErrors).toEqual([]);
}

const cartCount = () => page.getByTestId('cart-count').first().textContent();

/** Opens the pickup calendar of the checkout page. */
async function openCalendar(): Promise<void> {
  await page.getByRole('button', { name: 'Apri il calendario dei ritiri' }).click();
  await page.locator('.pickup-calendar__day').first().waitFor();
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('checkout', () => {
  it('lets CL002 choose a destination, pick up on site on a valid date and order', async () => {
    await submitLogin('CL002');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await seedCart([
      { ...ARTICLES.bigStock, quantity: 3 },
      { ...ARTICLES.arriving, quantity: 2 },
    ]);

    await page.goto(`${stack.baseUrl}/precheckout`);
    await page.getByRole('heading', { name: 'Scegli la destinazione' }).waitFor();
    const sites = page.getByTestId('site-option');
    expect(await sites.count()).toBe(3);
    const siteName = (await sites.nth(1).locator('strong').textContent()) ?? '';
    await sites.nth(1).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('site'));

    // The gateway's split: available now and arriving, with the red warning on reserved goods.
    await page.getByTestId('group-AVAILABLE').waitFor();
    expect(await page.getByTestId('group-ARRIVING').textContent()).toContain('2 pz');
    expect(
      await page
        .getByRole('note')
        .filter({ hasText: /non .*disponibil|prenot/i })
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('checkout-site').textContent()).toContain(siteName);

    // Without a delivery mode the order is refused on the page with the specification's text.
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByText('Selezionare un valore consentito dal menu a tendina').first().waitFor();

    // Two shipments: the second delivery block appears only for 'the rest on arrival'.
    expect(await page.getByLabel('Modalità di consegna degli articoli in arrivo').count()).toBe(0);
    await page.getByLabel('Ricevi subito i disponibili e il resto all’arrivo').check();
    await page.getByLabel('Modalità di consegna degli articoli in arrivo').selectOption('30');
    await page.getByLabel('Ricevi tutto in un’unica spedizione').check();
    expect(await page.getByLabel('Modalità di consegna degli articoli in arrivo').count()).toBe(0);

    // A carrier-contract mode warns; pickup on site asks for a date from the calendar.
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('31');
    await page.getByText('Scegli questa modalità solo se hai un contratto con il corriere.').waitFor();
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('34');
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByText('Seleziona una data di ritiro valida').waitFor();

    await openCalendar();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-calendar.png` });
    // Weekends and Italian holidays are shown but cannot be pressed.
    const days = page.locator('.pickup-calendar__day');
    const visible = await days.evaluateAll((els) =>
      els.map((el) => (el as unknown as { dataset: { date: string } }).dataset.date),
    );
    const sunday = visible.find((iso) => weekday(iso) === 0);
    expect(await page.locator(`[data-date="${sunday}"]`).isDisabled()).toBe(true);
    let holiday: string | undefined;
    for (let i = 0; i < 5 && !holiday; i++) {
      const shown = await days.evaluateAll((els) =>
        els.map((el) => (el as unknown as { dataset: { date: string } }).dataset.date),
      );
      holiday = shown.find((iso) => isItalianPublicHoliday(iso));
      if (!holiday) await page.getByRole('button', { name: 'Mese successivo' }).click();
    }
    expect(holiday).toBeDefined();
    expect(await page.locator(`[data-date="${holiday}"]`).isDisabled()).toBe(true);
    // Reopened, the calendar starts again on the first month with a free date.
    await page.keyboard.press('Escape');
    await openCalendar();
    const firstEnabled = page.locator('.pickup-calendar__day:not(:disabled)').first();
    const chosenDate = (await firstEnabled.getAttribute('data-date')) ?? '';
    expect(weekday(chosenDate)).not.toBe(0);
    await firstEnabled.click();
    const [y, m, d] = chosenDate.split('-');
    expect(await page.getByLabel('Data di ritiro').inputValue()).toBe(`${d}/${m}/${y}`);

    // The total is the gateway's quote for these choices.
    expect(await page.getByTestId('checkout-total').textContent()).toMatch(/\d+,\d{2}/);
    await page.getByLabel('Nota 1').fill('Ritiro dopo le 15');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-filled.png`, fullPage: true });

    // A double click places one order.
    await page.getByRole('button', { name: 'Invia ordine' }).dblclick();
    await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).waitFor();
    expect(await page.getByText(`Ritiro in sede il ${d}/${m}/${y}`).count()).toBe(1);
    await expect.poll(cartCount).toBe('0');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-success.png` });
    await page.getByRole('link', { name: 'Acquista ora' }).waitFor();
    // Tenant 1 goes home 4000 ms after the order.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });

    // The next pickup order offers the booked day: Yes takes it.
    await seedCart([{ ...ARTICLES.bigStock, quantity: 1 }]);
    await page.goto(`${stack.baseUrl}/precheckout`);
    await page.getByTestId('site-option').nth(1).click();
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('34');
    await page.getByRole('heading', { name: 'Ritiro già prenotato' }).waitFor();
    await page.getByRole('button', { name: 'Sì' }).click();
    expect(await page.getByLabel('Data di ritiro').inputValue()).toBe(`${d}/${m}/${y}`);
  });

  it('lets an agent pick the customer at pre-checkout and order by carrier', async () => {
    await submitLogin('AG001');
    // The login asks whom to act for; the pre-checkout asks again before the order.
    await page.getByRole('dialog').getByTestId('customer-option').first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await seedCart([{ ...ARTICLES.bigStock, quantity: 2 }]);

    await page.goto(`${stack.baseUrl}/precheckout`);
    const picker = page.getByRole('dialog');
    await picker.getByRole('heading', { name: 'Scegli il cliente' }).waitFor();
    const options = picker.getByTestId('customer-option');
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    const customerName = (await options.nth(1).locator('.customer-picker__name').textContent()) ?? '';
    await options.nth(1).click();
    // Straight to the checkout with one delivery site; otherwise 'Scegli la destinazione' first.
    await page.locator('[data-testid="site-option"], [data-testid="group-AVAILABLE"]').first().waitFor();
    if ((await page.getByTestId('site-option').count()) > 0)
      await page.getByTestId('site-option').first().click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByTestId('group-AVAILABLE').waitFor();
    expect(await page.getByTestId('checkout-customer').textContent()).toBe(customerName);

    // Customer data are locked until 'Modifica dati'; 'Resetta dati' restores and locks them.
    const address = page.getByLabel('Indirizzo', { exact: true });
    expect(await address.getAttribute('readonly')).not.toBeNull();
    const saved = await address.inputValue();
    await page.getByRole('button', { name: 'Modifica dati' }).click();
    // Typing the address offers the localities it names; choosing one fills the town, not the street.
    await address.fill('Via del Corso 12, Salerno');
    await page.getByRole('option', { name: /84122 Salerno \(SA\)/ }).waitFor();
    await address.press('Enter');
    expect(await page.getByLabel('Località').inputValue()).toBe('Salerno');
    expect(await page.getByLabel('CAP').inputValue()).toBe('84122');
    expect(await address.inputValue()).toBe('Via del Corso 12, Salerno');
    await page.getByRole('button', { name: 'Resetta dati' }).click();
    expect(await address.inputValue()).toBe(saved);
    expect(await address.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('30');
    await page.getByLabel(/Paga con/).check();
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).waitFor();
    await expect.poll(cartCount).toBe('0');
  });

  it("shows tenant 2's prices with 'i.i.' and its payment mode", async () => {
    await submitLogin('CL001', 'CL001', stack.hostUrl(2));
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await seedCartOn(2);
    await page.goto(`${stack.hostUrl(2)}/precheckout`);
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByTestId('group-AVAILABLE').waitFor();
    expect(await page.getByTestId('checkout-goods').textContent()).toMatch(/€ i\.i\.$/);
    expect(await page.getByLabel('Modalità di pagamento', { exact: true }).inputValue()).not.toBe('');
    expect(await page.getByLabel(/Paga con/).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-tenant2.png`, fullPage: true });

    // On a phone the page is one column and nothing sticks out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => {
      const g = globalThis as unknown as {
        innerWidth: number;
        document: { documentElement: { scrollWidth: number } };
      };
      return g.document.documentElement.scrollWidth - g.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-mobile.png`, fullPage: true });
  });
});

/** The cart of tenant 2's session, from the page itself: only the browser resolves t2.localhost. */
async function seedCartOn(tenant: 2): Promise<void> {
  await page.goto(`${stack.hostUrl(tenant)}/cart`);
  const input = {
    lines: [
      {
        productId: String(ARTICLES.bigStock.productId),
        articleId: String(ARTICLES.bigStock.articleId),
        quantity: 2,
      },
    ],
  };
  const errors = await page.evaluate(
    async (variables) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
          variables,
        }),
      });
      const body = (await res.json()) as { data: { cartLinesAdd: { userErrors: unknown[] } } };
      return body.data.cartLinesAdd.userErrors;
    },
    { input },
  );
  expect(errors).toEqual([]);
}

describe('checkout when the business system refuses the pickup date', () => {
  let proxy: Awaited<ReturnType<typeof startOpenDayProxy>>;
  let gateway: Stack;
  const saturday = saturdayAhead(3);

  beforeAll(async () => {
    proxy = await startOpenDayProxy(stack.upstreamUrl, saturday);
    gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL_1: `${proxy.url}/1` } });
  });

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it("shows the upstream's answer as a toast and at the pickup date field, and keeps the cart", async () => {
    await submitLogin('CL003', 'CL003', gateway.baseUrl);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    const add = await page.request.post(`${gateway.baseUrl}/graphql`, {
      data: {
        query:
          'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
        variables: {
          input: {
            lines: [
              {
                productId: String(ARTICLES.bigStock.productId),
                articleId: String(ARTICLES.bigStock.articleId),
                quantity: 1,
              },
            ],
          },
        },
      },
    });
    expect(
      ((await add.json()) as { data: { cartLinesAdd: { userErrors: unknown[] } } }).data.cartLinesAdd
        .userErrors,
    ).toEqual([]);
    await page.goto(`${gateway.baseUrl}/precheckout`);
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByLabel('Modalità di consegna', { exact: true }).selectOption('34');
    await openCalendar();
    for (let i = 0; i < 3 && (await page.locator(`[data-date="${saturday}"]`).count()) === 0; i++) {
      await page.getByRole('button', { name: 'Mese successivo' }).click();
    }
    await page.locator(`[data-date="${saturday}"]`).click();
    await page.getByRole('button', { name: 'Invia ordine' }).click();
    // The upstream's Risposta, in a toast and under the field (its Errore names the date).
    const answer = 'Data di ritiro non disponibile: sceglierne un’altra';
    await page.locator('.Toastify').getByText(answer).waitFor();
    await page.locator('.checkout-pickup .field__error').getByText(answer).waitFor();
    expect(await page.getByRole('heading', { name: 'Ordine inviato correttamente' }).count()).toBe(0);
    expect(await page.getByTestId('cart-count').first().textContent()).toBe('1');
  });
});
