import { describe, expect, it } from 'vitest';
import { api, page, stack, submitLogin as logIn, useBrowserStack } from '../support/browser-stack.ts';
import { startStack } from '../support/stack.ts';
import { startFaultyUpstream } from '../support/faulty-upstream.ts';

// The foundation of the web client against the whole system: the built client served by the
// gateway, talking to the reference upstream, in Debian's Chromium.
useBrowserStack({ viewport: { width: 1280, height: 800 } });

describe('foundation web client', () => {
  it('requires both login fields, refuses a wrong password and stays on /login', async () => {
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Inserisci il nome utente').waitFor();
    await page.getByText('Inserisci la password').waitFor();

    await logIn('CL001', 'sbagliata');
    await page.getByText('Nome utente o password non valida').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('product-card').count()).toBe(0);
  });

  it('logs CL001 in and shows the product listing', async () => {
    await logIn('CL001', 'CL001');
    await page.getByText('Accesso Effettuato').waitFor();
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByText(/Benvenuto /).first().isVisible()).toBe(true);
  });

  it('replaces a product image that fails to load with the placeholder', async () => {
    await page.route('**/media/images/**', (route) => route.abort());
    await logIn('CL001', 'CL001');
    // The picture link is hidden from assistive technology (the name link repeats it).
    const image = page.getByTestId('product-card').first().locator('img');
    await expect.poll(() => image.getAttribute('src', { timeout: 5000 }), { timeout: 10_000 }).toBe('/placeholder-product.svg');
    expect(await image.getAttribute('alt')).toBe('Immagine non disponibile');
  });

  it('keeps the credentials out of every storage the page can read', async () => {
    await logIn('CL001', 'CL001');
    await page.getByText('Accesso Effettuato').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    // Runs in the page; the tests project has no DOM typings, hence the minimal shapes.
    const readable = await page.evaluate(() => {
      interface KeyValueStore {
        length: number;
        key(index: number): string | null;
        getItem(key: string): string | null;
      }
      const g = globalThis as unknown as {
        localStorage: KeyValueStore;
        sessionStorage: KeyValueStore;
        document: { cookie: string };
      };
      const dump = (storage: KeyValueStore) =>
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        }).join(';');
      return [dump(g.localStorage), dump(g.sessionStorage), g.document.cookie].join('\n');
    });
    expect(readable).not.toContain('CL001');
    expect(readable.toLowerCase()).not.toContain('password');
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${stack.baseUrl}/questa/pagina/non-esiste`);
    await page.getByRole('heading', { name: 'OPPS! PAGINA NON TROVATA' }).waitFor();
    await page
      .getByText(
        'Siamo spiacenti ma la pagina che stai cercando non esiste, oppure è stata rimossa, il nome è cambiato o non è al momento disponibile.',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('lets an agent choose a customer', async () => {
    await logIn('AG001', 'AG001');
    const picker = page.getByRole('dialog', { name: 'Scegli il cliente' });
    await picker.waitFor();
    const options = picker.getByTestId('customer-option');
    expect(await options.count()).toBeGreaterThan(1);

    // The search box filters by code or name; the keyboard chooses.
    const firstCode = (await options.first().locator('.customer-picker__code').textContent()) ?? '';
    const search = picker.getByRole('combobox', { name: 'Cerca qui' });
    await search.fill(firstCode);
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(1);
    await search.press('Enter');

    await picker.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByTestId('product-card').first().waitFor();
  });

  it('logs out to / on tenant 1', async () => {
    await logIn('CL001', 'CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Disconnetti' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
  });

  it('opens the mobile menu with the account entries, closes it with Escape and navigates from it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn('CL001', 'CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principale' });
    await drawer.getByRole('link', { name: 'Il Tuo Account' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Disconnetti' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await drawer.getByRole('link', { name: 'Il Tuo Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    expect(await drawer.count()).toBe(0);
  });

  it('tells the user when the session has expired and returns to the listing', async () => {
    // A second gateway with a sub-second login timer, in front of the same upstream. (Below one
    // second the cookie's own expiry, whole seconds of the same timer, rounds to none; with a
    // longer timer the cookie dies with the session and the gateway reports ANONYMOUS instead.)
    const shortLived = await startStack({ reuseUpstream: stack, env: { SESSION_TTL_MS: '900' } });
    try {
      await logIn('CL001', 'CL001', shortLived.baseUrl);
      await page.getByText('Accesso Effettuato').waitFor();
      // Leave the shop, come back after the timer: the start query finds the session EXPIRED.
      await page.goto('about:blank');
      await page.waitForTimeout(1500);
      await page.goto(`${shortLived.baseUrl}/my-documents`);
      await page.getByText('La sessione è scaduta, per favore effettua di nuovo il login!').waitFor();
      await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    } finally {
      await shortLived.close();
    }
  });

  it("shows the gateway's build day in the footer, dd/MM/yyyy", async () => {
    const { tenant } = await api<{ tenant: { buildDate: string } }>('{ tenant { buildDate } }');
    const [year, month, day] = tenant.buildDate.split('-');
    await page.goto(`${stack.baseUrl}/shop-grid-full-width`);
    await page.locator('footer').getByText(`Versione del ${day}/${month}/${year}`, { exact: true }).waitFor();
  });

  it('follows the tenant: home, menus and logout target', async () => {
    // Tenant 2 has no home of its own, a 'Home' entry, and logs out to /login.
    await page.goto(`${stack.hostUrl(2)}/`);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Consigliati' }).count()).toBe(0);
    await logIn('CL001', 'CL001', stack.hostUrl(2));
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Disconnetti' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // Tenant 3: the 'Articoli' and 'Collezioni' dropdowns.
    await page.goto(`${stack.hostUrl(3)}/login`);
    await menu.getByRole('button', { name: 'Articoli' }).waitFor();
    await menu.getByRole('button', { name: 'Collezioni' }).waitFor();

    // Tenant 4: 'Storico acquisti' once logged in.
    await logIn('CL001', 'CL001', stack.hostUrl(4));
    await menu.getByRole('link', { name: 'Storico acquisti' }).waitFor();
  });

  it('tells the user when the business system is unreachable', async () => {
    const faulty = await startFaultyUpstream(1000);
    faulty.setMode('http500');
    const broken = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: faulty.url } });
    try {
      await logIn('CL001', 'CL001', broken.baseUrl);
      await page.getByText('Servizio momentaneamente non disponibile, riprova tra poco').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.getByText('Accesso Effettuato').count()).toBe(0);
    } finally {
      await broken.close();
      await faulty.close();
    }
  });
});
