import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';
import { seriousViolations } from '../support/axe.ts';

// axe (WCAG 2.1 A/AA, the current axe-core) on the buying flow: home, listing, product, cart,
// checkout and, logged in, the documents, logged out and as CL001, on companies 1 and 2, at
// desktop and phone widths. No serious or critical violation.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const PAGES = ['/', '/shop-grid-full-width', '/product/1', '/cart', '/checkout'] as const;
const LOGGED_IN_PAGES = [...PAGES, '/my-documents'] as const;
/** Six pages through axe on a machine shared with other work: a ceiling, not a measure. */
const AUDIT_TIMEOUT_MS = 300_000;
type Tenant = 1 | 2;

/** The little of the DOM the wait below reads (the tests' TypeScript has no DOM types). */
interface StatusElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}

/**
 * Nothing on the page still loading: no status marked busy or ending in '...'. A lasting status
 * (the free shipping banner) stays and is audited with the page. A function, not a string: a
 * string predicate is compiled from text inside the page, which a strict Content-Security-Policy
 * (no 'unsafe-eval') may refuse; a function's needs no such evaluation by the page.
 */
function nothingLoading(): boolean {
  const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<StatusElement> } })
    .document;
  return ![...doc.querySelectorAll('#main [role=status]')].some(
    (e) => e.getAttribute('aria-busy') === 'true' || /\.\.\.$/.test((e.textContent ?? '').trim()),
  );
}

/** Waits for the page's own content (not the loading state) before axe looks at it. */
async function settle(): Promise<void> {
  // A logged-out visitor's checkout shows nothing of its own (no heading): wait for the main area.
  await page.locator('#main').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(nothingLoading);
}

async function seedCart(): Promise<void> {
  const result = await page.evaluate(async () => {
    const gql = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as {
        data: Record<string, unknown>;
      };
    const product = (await gql('{ product(id: "1") { variations { sizes { id maxQuantity } } } }')).data
      .product as {
      variations: { sizes: { id: string; maxQuantity: number }[] }[];
    };
    const size = product.variations.flatMap((v) => v.sizes).find((s) => s.maxQuantity > 1)!;
    const added = await gql(
      'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { message } } }',
      {
        input: { lines: [{ productId: '1', articleId: size.id, quantity: 1 }] },
      },
    );
    return (added.data.cartLinesAdd as { userErrors: unknown[] }).userErrors;
  });
  expect(result).toEqual([]);
}

async function audit(tenant: Tenant, loggedIn: boolean, width: number): Promise<Record<string, string[]>> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  const base = stack.hostUrl(tenant);
  if (loggedIn) {
    await submitLogin('CL001', 'CL001', base);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.getByTestId('product-card').first().waitFor();
    await seedCart();
  }
  const found: Record<string, string[]> = {};
  for (const path of loggedIn ? LOGGED_IN_PAGES : PAGES) {
    await page.goto(`${base}${path}`);
    await settle();
    const ids = await seriousViolations(page);
    if (ids.length) found[path] = ids;
  }
  return found;
}

describe('axe on the buying flow', () => {
  for (const tenant of [1, 2] as const) {
    for (const loggedIn of [false, true]) {
      for (const width of [1366, 390]) {
        it(`company ${tenant}, ${loggedIn ? 'CL001' : 'logged out'}, ${width} px: no serious or critical violation`, async () => {
          expect(await audit(tenant, loggedIn, width)).toEqual({});
        }, AUDIT_TIMEOUT_MS);
      }
    }
  }

  it('names the logo, the account button and the file tiles with the text they show', async () => {
    await submitLogin('CL001', 'CL001', stack.baseUrl);
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    const header = page.locator('header').first();
    const logoText = (await header.locator('.logo__text').textContent())!;
    expect(await header.getByRole('link', { name: logoText }).count()).toBe(1);
    const account = header.locator('.account-menu__text');
    for (const part of await account.locator('span').allTextContents()) {
      expect(await header.getByRole('button', { name: part }).count()).toBe(1);
    }
    await page.goto(`${stack.baseUrl}/product/1`);
    const files = page.getByRole('region', { name: 'Documenti' }).getByRole('link');
    await files.first().waitFor();
    for (const text of await files.allInnerTexts()) {
      const visible = text.replace(/\s+/g, ' ').trim().split(' ').pop()!;
      expect(await page.getByRole('link', { name: visible }).count()).toBeGreaterThan(0);
    }
  });
});
