import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { page, stack, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ stack: { productsPerCompany: 10 } });

/** Console reports of anything the page's Content-Security-Policy refused. */
function cspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

describe('the shop under its Content-Security-Policy', () => {
  it.each([
    ['the listing', '/', 'main'],
    ['a product page', '/product/1', 'main h1'],
    ['GraphiQL', '/graphiql', '.graphiql-query-editor'],
  ])('%s loads with nothing refused', async (_name, path, ready) => {
    const refused = cspViolations(page);
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  it('refuses a script the page did not come with', async () => {
    const refused = cspViolations(page);
    await page.goto(`${stack.baseUrl}/`);
    await page.locator('main').first().waitFor();
    // As an injected description would: an inline script added to the page.
    await page.evaluate(`(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
    })()`);
    expect(await page.evaluate('window.injected')).toBeUndefined();
    expect(refused.length).toBeGreaterThan(0);
  });
});
