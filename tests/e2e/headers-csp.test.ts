import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ productsPerCompany: 10 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

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
    const page = await browser.newPage();
    const refused = cspViolations(page);
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await page.close();
  });

  it('refuses a script the page did not come with', async () => {
    const page = await browser.newPage();
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
    await page.close();
  });
});
