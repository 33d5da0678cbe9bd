import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('GraphiQL', () => {
  it('is served at /graphiql from the gateway alone and introspects the schema', async () => {
    const page = await browser.newPage();
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await page.goto(`${stack.baseUrl}/graphiql`);
    const editor = page.locator('.graphiql-query-editor .cm-content, .graphiql-query-editor textarea').first();
    await editor.waitFor({ timeout: 20_000 });
    // The documentation explorer only fills once introspection succeeded.
    await page.getByRole('button', { name: /documentation/i }).first().click();
    await expect.poll(() => page.getByText('Query', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect([...hosts]).toEqual([new URL(stack.baseUrl).host]);
    await page.close();
  });
});
